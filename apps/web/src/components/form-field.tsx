import { Form, type FormItemProps } from 'antd-mobile';
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
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

/**
 * Marks the `<input>` inside `box` invalid and described by the message `errorId` while `error` is set.
 * antd-mobile's Input puts aria-* props on its wrapper div, where they would mean nothing.
 */
function useAriaInvalid(
  box: RefObject<HTMLElement | null>,
  error: string | undefined,
  errorId: string,
): void {
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
}

/** The message under a field: read out when it appears. */
function ErrorText({ id, error }: { id: string; error: string }) {
  return (
    <span id={id} className="ql-field__error" role="alert">
      {error}
    </span>
  );
}

/**
 * A field checked outside a Form (a check the field's own action runs, e.g. 获取验证码 needs a phone):
 * the same inline message and aria-invalid as `FormField`.
 */
export function FieldMessage({ error, children }: { error: string | undefined; children: ReactNode }) {
  const errorId = useId();
  const box = useRef<HTMLSpanElement>(null);
  useAriaInvalid(box, error, errorId);
  return (
    <>
      <span ref={box} className="ql-field__control">
        {children}
      </span>
      {error ? <ErrorText id={errorId} error={error} /> : null}
    </>
  );
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
 * An antd-mobile `Form.Item` whose rule message shows under the field and is tied to the input
 * (`aria-invalid`, `aria-describedby`), the message a live `role="alert"` so it is read when it appears.
 */
export function FormField({ name, error, children, ...item }: Props) {
  const errorId = useId();
  const box = useRef<HTMLSpanElement>(null);
  useAriaInvalid(box, error, errorId);
  return (
    <Form.Item
      {...item}
      name={name}
      hasFeedback={false}
      description={error ? <ErrorText id={errorId} error={error} /> : undefined}
    >
      <FieldControl boxRef={box}>{children}</FieldControl>
    </Form.Item>
  );
}
