import { Textarea, type TextareaProps } from '@mantine/core';

/** A message's text box, as long as the API accepts (10,000 characters). */
export function MessageTextarea({
  value,
  onChange,
  ...props
}: Omit<TextareaProps, 'value' | 'onChange'> & { value: string; onChange: (text: string) => void }) {
  return (
    <Textarea
      label="Message"
      autosize
      minRows={4}
      maxRows={10}
      maxLength={10_000}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      {...props}
    />
  );
}
