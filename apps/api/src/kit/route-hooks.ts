/** A route's hook list as an array, whether Fastify holds none, one function or several. */
export const hookList = <H>(hooks: H | H[] | undefined): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
