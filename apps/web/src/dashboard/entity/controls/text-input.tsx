import { Input, type InputProps } from 'antd';
import type { SearchProps, TextAreaProps } from 'antd/es/input';
import { directionOf } from '../../../i18n/bidi';
import './text-input.css';

/** The direction of what is typed (its first letter; left to right for a number or phone), the page's while empty. */
const dirOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? directionOf(value) : undefined);

/** A text input that runs in its value's direction: `Melk Demo Co.` or `+982100000000` stay whole in a Persian form. */
export function TextInput(props: InputProps) {
  return <Input {...props} dir={dirOf(props.value)} />;
}

/** The same for several lines: the direction of its first letter. */
export function TextAreaInput(props: TextAreaProps) {
  return <Input.TextArea {...props} dir={dirOf(props.value)} />;
}

/** The same with a button (Input.Search): the page wizard's name. */
export function TextSearchInput(props: SearchProps) {
  return <Input.Search {...props} dir={dirOf(props.value)} />;
}
