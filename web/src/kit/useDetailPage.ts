import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useFormik, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { AnyObjectSchema } from 'yup';
import { Messages } from '@console/schema';
import { errorMessages } from './errors.ts';
import { draftKey, dropDraft, keepDraft, readDraft, rebase } from './leaveGuard.ts';
import { DetailGuard, useLeaveGuard } from './useLeaveGuard.tsx';
import { useToasts } from './toasts.tsx';
import type { FieldErrors } from './useAppMutation.ts';

/** The route value that creates: /things/new. */
const NEW_ID = 'new';

/** What a save resolves with: the saved item's id, or the field errors to show (the form stays as typed). */
export type SaveOutcome = { ok: true; id: number } | { ok: false; fieldErrors: FieldErrors };

export interface DetailPageOptions<TData, TVariables extends Record<string, unknown>, TItem, TValues extends FormikValues> {
  /** The route parameter holding the id ('id' unless given); 'new' (or no parameter) creates. */
  param?: string;
  /** How the item loads; `read` answers null for a missing item (the 404 case). */
  load: { query: TypedDocumentNode<TData, TVariables>; variables(id: number): TVariables; read(data: TData): TItem | null };
  /** Where a missing item (or an unreadable id) sends the user: the seeds' matching new-item route. */
  notFound: string;
  /** The list: Back goes there, and there after a create when `afterCreate` is 'list'. */
  listPath: string;
  /** After a create: the list, or the new item's edit page (default). */
  afterCreate?: 'list' | 'edit' | ((id: number) => string);
  /** After an update: the list, or stay on the item (default). */
  afterUpdate?: 'list' | 'stay';
  /** The edit page of an id, for `afterCreate: 'edit'`. */
  editPath(id: number): string;
  /** The form's values: from the item, or the empty form (item null) when creating. */
  toValues(item: TItem | null): TValues;
  /** yup schema; `isNew` lets creation-only rules in (a password). */
  schema(isNew: boolean): AnyObjectSchema;
  create(values: TValues): Promise<SaveOutcome>;
  update(id: number, values: TValues): Promise<SaveOutcome>;
  /**
   * Read-only form (no save button) when false; default true. A function of the loaded item is
   * worked out in the same render as the item, so the form never shows read-only for a frame.
   */
  editable?: boolean | ((item: TItem | null) => boolean);
  /** Unsaved changes outside the form (a grid sent with the save): the leave guard protects them too. */
  pending?: boolean;
}

export interface DetailPage<TItem, TValues extends FormikValues> {
  /** The item's id, null when creating. */
  id: number | null;
  isNew: boolean;
  item: TItem | null;
  /** The first load runs (the form is not shown yet). */
  loading: boolean;
  /** A load failure's messages (not a 404: that redirects). */
  loadError: string[] | null;
  formik: ReturnType<typeof useFormik<TValues>>;
  /** The form may be changed (the `editable` option, for the loaded item). */
  editable: boolean;
  /** Submit disabled: invalid, saving, or read-only. */
  submitDisabled: boolean;
  saving: boolean;
  back(): void;
  /** Reloads the item from the server. */
  reload(): Promise<unknown>;
  /** Unsaved changes (the form's, or `pending`): FormSection marks them, leaving the page asks first. */
  dirty: boolean;
  /** The leave dialog and the restored-draft notice: DetailLayout's `guard`. */
  guard: ReactNode;
}

/** The browser's per-tab storage, when there is one (not in server-side tests). */
const sessionDrafts = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The id of a route parameter: a positive integer, null for 'new' or missing, NaN for anything else. */
export function routeId(value: string | undefined): number | null {
  if (value === undefined || value === NEW_ID) return null;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : Number.NaN;
}

/**
 * Load / create / update for a detail screen: the route id ('new' creates), a 404 (null) redirect,
 * formik + yup, server field errors under their fields, the form kept as typed when a save fails,
 * and the screen's choice after a create.
 */
export function useDetailPage<TData, TVariables extends Record<string, unknown>, TItem, TValues extends FormikValues>(
  options: DetailPageOptions<TData, TVariables, TItem, TValues>,
): DetailPage<TItem, TValues> {
  const navigate = useNavigate();
  const params = useParams();
  const parsed = routeId(params[options.param ?? 'id']);
  const invalid = parsed !== null && Number.isNaN(parsed);
  const id = invalid ? null : parsed;
  const isNew = parsed === null;

  const { data, loading, error, refetch } = useQuery(
    options.load.query,
    id === null ? skipToken : { variables: options.load.variables(id), fetchPolicy: 'cache-and-network' },
  );
  const item = data ? options.load.read(data) : null;
  const notFound = invalid || (id !== null && data !== undefined && !loading && item === null);

  useEffect(() => {
    if (notFound) navigate(options.notFound, { replace: true });
  }, [notFound, navigate, options.notFound]);

  const toasts = useToasts();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { pathname } = useLocation();
  const draft = draftKey(pathname);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const leave = useRef<() => void>(() => undefined);

  const submitting = useRef(false);
  const resets = useRef(0);
  const onSubmit: FormikConfig<TValues>['onSubmit'] = async (values, helpers) => {
    const current = optionsRef.current;
    let outcome: SaveOutcome;
    submitting.current = true;
    const resetsBefore = resets.current;
    try {
      outcome = id === null ? await current.create(values) : await current.update(id, values);
    } catch (error) {
      // A bug in the screen's conversion, not a server answer: say so rather than nothing.
      console.error(error);
      toasts.error(Messages.somethingWentWrong);
      return;
    } finally {
      submitting.current = false;
    }
    if (!outcome.ok) {
      // Keep what was typed; show the server's messages under their fields.
      helpers.setErrors(outcome.fieldErrors as FormikErrors<TValues>);
      return;
    }
    const storage = sessionDrafts();
    if (storage) dropDraft(storage, draftRef.current);
    setRestored(false);
    // Saved: the form is clean, whether or not the screen reloaded the item (which resets it too).
    if (resets.current === resetsBefore) helpers.resetForm({ values });
    if (id === null) {
      // Saved: the move to the new item (or the list) is no departure with unsaved changes.
      leave.current();
      const after = current.afterCreate ?? 'edit';
      const target = after === 'list' ? current.listPath : after === 'edit' ? current.editPath(outcome.id) : after(outcome.id);
      navigate(target, { replace: after !== 'list' });
    } else if (current.afterUpdate === 'list') {
      leave.current();
      navigate(current.listPath);
    }
  };

  const formik = useFormik<TValues>({
    initialValues: options.toValues(item),
    validationSchema: options.schema(isNew),
    validateOnMount: true,
    onSubmit,
  });

  // The loaded item (first load, or the server's answer after a save) resets the form to it; a
  // reload outside a save (a status change) keeps the fields the user changed, and the normalised
  // cache handing a new item whose form values did not change (a grid's rows) resets nothing. On the
  // first load of a route, a draft left there (the session expired mid-edit) comes back on top.
  const { resetForm, setValues } = formik;
  const [restored, setRestored] = useState(false);
  const draftChecked = useRef<string | null>(null);
  const shownValues = useRef<string | null>(null);
  const formState = useRef({ loaded: formik.initialValues, current: formik.values, dirty: formik.dirty });
  formState.current = { loaded: formik.initialValues, current: formik.values, dirty: formik.dirty };
  useEffect(() => {
    if (!item && !isNew) return;
    const values = optionsRef.current.toValues(item);
    const key = JSON.stringify(values);
    if (item && key !== shownValues.current) {
      shownValues.current = key;
      const { loaded, current, dirty: edited } = formState.current;
      resets.current += 1;
      resetForm({ values });
      if (edited && !submitting.current) void setValues(rebase(loaded, current, values));
    }
    const storage = sessionDrafts();
    if (draftChecked.current === draftRef.current || !storage) return;
    draftChecked.current = draftRef.current;
    const kept = readDraft(storage, draftRef.current, values);
    if (kept) {
      void setValues(kept);
      setRestored(true);
    }
  }, [item, isNew, resetForm, setValues]);

  const dirty = formik.dirty || Boolean(options.pending);
  useEffect(() => {
    const storage = sessionDrafts();
    if (storage && (item || isNew)) keepDraft(storage, draft, formik.values, formik.dirty);
  }, [draft, formik.values, formik.dirty, item, isNew]);

  const discardDraft = useCallback(() => {
    const storage = sessionDrafts();
    if (storage) dropDraft(storage, draftRef.current);
    setRestored(false);
  }, []);
  const guard = useLeaveGuard(dirty, discardDraft);
  leave.current = guard.allowNext;

  const back = useCallback(() => navigate(options.listPath), [navigate, options.listPath]);
  const editable = typeof options.editable === 'function' ? options.editable(item) : (options.editable ?? true);
  return {
    id,
    isNew,
    item,
    editable,
    loading: id !== null && !item && (loading || data === undefined) && !error,
    loadError: error && !item ? errorMessages(error) : null,
    formik,
    saving: formik.isSubmitting,
    submitDisabled: !editable || formik.isSubmitting || !formik.isValid,
    back,
    reload: () => (id === null ? Promise.resolve() : refetch()),
    dirty,
    guard: createElement(DetailGuard, {
      dialog: guard.dialog,
      restored,
      onDiscard: () => {
        discardDraft();
        resetForm({ values: optionsRef.current.toValues(item) });
      },
    }),
  };
}
