/** `?slug=` for an organization's billing; nothing for the signed-in individual's own. */
export const ownerQuery = (slug?: string | null) => (slug ? `?slug=${encodeURIComponent(slug)}` : '');
