// zod's core only: the web app installs this before its first page loads, without the rest of zod.
import { type $ZodErrorMap, config } from 'zod/v4/core';

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

const FORMAT: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  url: 'Enter a valid web address (https://…).',
  datetime: 'Give a date and time (for example 2027-03-02T15:00:00Z).',
  date: 'Give a date as YYYY-MM-DD.',
  uuid: 'This identifier is not valid.',
  regex: 'The format is not valid.',
};

const n = (v: number | bigint) => Number(v).toLocaleString('en-US');

/**
 * Plain-language defaults for every schema that does not give its own message (a schema's own
 * message always wins): the API's 422 envelope and the web app's forms show these instead of
 * zod's developer wording ("Invalid input: expected string, received undefined", "Too big:
 * expected number to be <=50"). Installed once by each side at start-up (`installZodMessages`).
 */
export const zodMessage: $ZodErrorMap = (iss) => {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return 'This field is required.';
      return `This must be ${KIND[iss.expected] ?? 'a valid value'}.`;
    case 'too_big':
      if (iss.origin === 'string') return `Use at most ${n(iss.maximum)} characters.`;
      if (iss.origin === 'array' || iss.origin === 'set') return `Choose at most ${n(iss.maximum)}.`;
      return `This must be at most ${n(iss.maximum)}.`;
    case 'too_small':
      if (iss.origin === 'string')
        return Number(iss.minimum) <= 1
          ? 'This field is required.'
          : `Use at least ${n(iss.minimum)} characters.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return Number(iss.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${n(iss.minimum)}.`;
      return `This must be at least ${n(iss.minimum)}.`;
    case 'invalid_value':
      return iss.values.length <= 8
        ? `Choose one of: ${iss.values.map(String).join(', ')}.`
        : 'Choose one of the listed values.';
    case 'invalid_format':
      return FORMAT[iss.format] ?? 'The format is not valid.';
    case 'unrecognized_keys':
      return `Unknown field${iss.keys.length === 1 ? '' : 's'}: ${iss.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

export const installZodMessages = () => config({ customError: zodMessage });
