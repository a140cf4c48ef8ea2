import { Form, type FormItemProps } from 'antd-mobile';
import {
  cloneElement,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import './form-field.css';

type FieldData = { name: (string | number)[]; errors?: string[] };

/**
 * Each field's first error from the Form's own validation (its `rules`), for `FormField`'s `error`.
 * Pass `onFieldsChange` to the antd-mobile `Form`.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onFieldsChange = useCallback((_changed: unknown, all: FieldData[]) => {
    const next: Record<string, string> = {};
    for (const field of all) {
      const first = field.errors?.[0];
      if (first) next[field.name.join('.')] = String(first);
    }
    setErrors(next);
  }, []);
  return { errors, onFieldsChange };
}

/** A Form rule from a schema (the contract's zod schemas): its first issue is the field's message. */
export function schemaRule(schema: {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error?.issues[0]?.message);
    },
  };
}

type ControlProps = { children: ReactElement<Record<string, unknown>>; boxRef: Ref<HTMLSpanElement> };

/** Hands the Form's value, onChange and id on to the real input, keeping an id the input sets itself. */
function FieldControl({ children, boxRef, ...control }: ControlProps & Record<string, unknown>) {
  const id = (children.props.id as string | undefined) ?? control.id;
  return (
    <span ref={boxRef} className="ql-field__control">
      {cloneElement(children, { ...control, id })}
    </span>
  );
}

type Props = Omit<FormItemProps, 'children' | 'name' | 'hasFeedback' | 'description'> & {
  name: string;
  /** This field's message from `useFieldErrors` (undefined while valid). */
  error: string | undefined;
  children: ReactElement<Record<string, unknown>>;
};

/**
 * An antd-mobile `Form.Item` whose message shows under the field and is tied to the input:
 * `aria-invalid` and `aria-describedby` on the `<input>` itself (antd-mobile's Input would put
 * aria-* props on its wrapper div), the message a live `role="alert"` so it is read when it appears.
 */
export function FormField({ name, error, children, ...item }: Props) {
  const errorId = useId();
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const input = box.current?.querySelector('input, textarea');
    if (!input) return;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  });
  return (
    <Form.Item
      {...item}
      name={name}
      hasFeedback={false}
      description={
        error ? (
          <span id={errorId} className="ql-field__error" role="alert">
            {error}
          </span>
        ) : undefined
      }
    >
      <FieldControl boxRef={box}>{children}</FieldControl>
    </Form.Item>
  );
}
