/**
 * The shared jest environment puts Node's FormData on the jsdom window (fetch needs it). React 19
 * builds a FormData from the <form> when a submit handler starts a transition, as react-router's
 * navigate does, and Node's FormData refuses a jsdom form. This one takes the form's named fields.
 */
export function acceptFormsInFormData(): () => void {
  const NodeFormData = globalThis.FormData;
  class FormDataFromForm extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      for (const field of Array.from(form?.elements ?? [])) {
        if (field instanceof HTMLInputElement && field.name) this.append(field.name, field.value);
      }
    }
  }
  globalThis.FormData = FormDataFromForm as typeof FormData;
  return () => {
    globalThis.FormData = NodeFormData;
  };
}
