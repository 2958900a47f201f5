import { type ResumeProposal, sameNameKey } from '@hctl/contracts';

/** What the profile already holds, by the keys a proposed item is compared on. */
export interface KnownItems {
  skills: string[];
  certificates: string[];
  /** License numbers: a proposed license without one is left for the person to judge. */
  licenses: string[];
}

/**
 * The proposal without what the profile already has: proposing a saved skill again would only
 * duplicate it when accepted (or be refused). Names match case- and accent-insensitively.
 */
export function withoutKnown(p: ResumeProposal, known: KnownItems): ResumeProposal {
  const skills = new Set(known.skills.map(sameNameKey));
  const certificates = new Set(known.certificates.map(sameNameKey));
  const licenses = new Set(known.licenses.map(sameNameKey));
  return Object.assign({}, p, {
    skills: p.skills.filter((s) => !skills.has(sameNameKey(s.name))),
    certificates: p.certificates.filter((c) => !certificates.has(sameNameKey(c.name))),
    licenses: p.licenses.filter((l) => !l.license_number || !licenses.has(sameNameKey(l.license_number))),
  });
}
