import { SECTION_BODIES } from '../../../../test/fixtures';

export { SECTION_BODIES };

/** The create call's body: skills are added several at a time. */
export const sectionCreateBody = (key: string) =>
  key === 'skills'
    ? { skills: [{ ...SECTION_BODIES.skills, name: `Skill ${Math.random().toString(36).slice(2, 8)}` }] }
    : SECTION_BODIES[key];
