export { QueryForm, type QueryFormProps } from './query-form';
export {
  validateQueryForm,
  queryFormSchema,
  type QueryFormValues,
  type QueryFormErrors,
} from './form-schema';
