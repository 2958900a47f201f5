import { type ContactBody, contactBody } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The contact form's validation, loaded on demand (lib/lazy-resolver). */
export const contactResolver = zodResolver(contactBody) as unknown as Resolver<ContactBody>;
