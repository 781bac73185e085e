import { Fragment } from 'react';
import type { ReactNode } from 'react';

interface InterpolateProps {
  /** A translated message with `{name}` slots, e.g. "Your plan is on the {link} page." */
  message: string;
  values: Record<string, ReactNode>;
}

/**
 * A message with elements inside it (a link in a sentence): the sentence stays one message,
 * so a translation can move the link where its grammar puts it.
 */
export function Interpolate({ message, values }: InterpolateProps) {
  const parts = message.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    // split() puts the slot names at the odd indexes.
    index % 2 === 0 ? part : <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment>,
  );
}
