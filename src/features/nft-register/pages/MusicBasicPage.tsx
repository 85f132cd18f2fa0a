import Button from '@mui/material/Button';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useCommitScheduler } from '@/shared/hooks/use-debounced-commit';
import { basicInfoEdited, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { DeferredTextField } from '@/shared/ui/DeferredTextField';
import { EntryListField } from '@/features/nft-register/components/EntryListField';
import { WizardScreen } from '@/features/nft-register/components/WizardScreen';
import { basicSchema, type BasicValues } from '@/features/nft-register/validation';

type ListKey = 'singers' | 'composers' | 'lyricists' | 'streamingUrls';

/** A pause in typing this long writes the draft (persisted within a second of the last key). */
const BASIC_INFO_COMMIT_MS = 400;

const LISTS: Array<{ key: ListKey; label: string; placeholder: string; url?: boolean }> = [
  { key: 'singers', label: '가수', placeholder: '가수 이름' },
  { key: 'composers', label: '작곡가', placeholder: '작곡가 이름' },
  { key: 'lyricists', label: '작사가', placeholder: '작사가 이름' },
  { key: 'streamingUrls', label: '스트리밍 링크', placeholder: 'https://', url: true },
];

/** Messages for the entries the user has already left. */
function entryErrors(
  errors: FormikErrors<BasicValues>,
  touched: FormikTouched<BasicValues>,
  key: ListKey,
) {
  const listErrors = errors[key];
  const listTouched = touched[key];
  if (!Array.isArray(listErrors) || !Array.isArray(listTouched)) return [];
  return listErrors.map((error, index) => (listTouched[index] ? error : undefined));
}

const trimmed = (values: BasicValues): BasicValues => ({
  title: values.title.trim(),
  singers: values.singers.map((x) => x.trim()),
  composers: values.composers.map((x) => x.trim()),
  lyricists: values.lyricists.map((x) => x.trim()),
  streamingUrls: values.streamingUrls.map((x) => x.trim()),
});

/** Wizard step 1: the title and the people and links (spec §2, §5). */
export default function MusicBasicPage() {
  const draft = useAppSelector(selectDraft);
  // Read once: the form owns the values from here on, and re-rendering it for its own echo in
  // the store would double the work of every keystroke.
  const [initialValues] = useState<BasicValues>(() => ({
    title: draft.title,
    singers: draft.singers,
    composers: draft.composers,
    lyricists: draft.lyricists,
    streamingUrls: draft.streamingUrls,
  }));
  return <BasicForm initialValues={initialValues} />;
}

const BasicForm = memo(function BasicForm({ initialValues }: { initialValues: BasicValues }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const commitBasicInfo = useCallback(
    (edited: BasicValues) => dispatch(basicInfoEdited(edited)),
    [dispatch],
  );
  const draft = useCommitScheduler(commitBasicInfo, BASIC_INFO_COMMIT_MS);
  const formik = useFormik<BasicValues>({
    initialValues,
    validationSchema: basicSchema,
    onSubmit: (values) => {
      // The trimmed values are final: the pending untrimmed commit must not follow them.
      draft.discard();
      dispatch(basicInfoEdited(trimmed(values)));
      navigate(paths.registerExtra());
    },
  });
  const { values, errors, touched, setFieldValue } = formik;

  // The draft hears of the typing when it pauses (and at once when the step closes or the page
  // is hidden), as one `basicInfoEdited` action, not one per keystroke. It follows every
  // keystroke (the fields hand the form their text only when typing pauses), so a reload a moment
  // after the last key keeps it.
  const typedValues = useRef(values);
  useEffect(() => {
    if (typedValues.current === values) return;
    typedValues.current = values;
    draft.schedule(values);
  }, [values, draft]);
  const typing = useCallback(
    (edit: (before: BasicValues) => BasicValues) => {
      typedValues.current = edit(typedValues.current);
      draft.schedule(typedValues.current);
    },
    [draft],
  );
  const titleTyped = useCallback(
    (title: string) => typing((before) => ({ ...before, title })),
    [typing],
  );
  const titleChanged = useCallback(
    (title: string) => void setFieldValue('title', title),
    [setFieldValue],
  );
  // One handler per list for the form's life (setFieldValue is stable), so a memoised list whose
  // values did not change skips the render.
  const lists = useMemo(
    () =>
      Object.fromEntries(
        LISTS.map(({ key }) => [
          key,
          {
            changed: (next: string[]) => void setFieldValue(key, next),
            typed: (index: number, text: string) =>
              typing((before) => ({
                ...before,
                [key]: before[key].map((old, i) => (i === index ? text : old)),
              })),
          },
        ]),
      ) as Record<
        ListKey,
        { changed: (next: string[]) => void; typed: (i: number, text: string) => void }
      >,
    [setFieldValue, typing],
  );

  // Checked synchronously: formik.isValid lags one async validation behind the last keystroke.
  const valid = basicSchema.isValidSync(values);
  const titleError = touched.title ? errors.title : undefined;

  return (
    <WizardScreen
      step={0}
      title="곡의 기본 정보를 입력해주세요"
      description="여러 명이면 추가 버튼으로 모두 입력해주세요."
      onSubmit={formik.handleSubmit}
      actions={
        <Button type="submit" variant="primary" size="big" disabled={!valid}>
          다음
        </Button>
      }
    >
      <DeferredTextField
        label="곡 제목"
        name="title"
        value={values.title}
        onValueChange={titleChanged}
        onTyping={titleTyped}
        onBlur={formik.handleBlur}
        error={Boolean(titleError)}
        helperText={titleError}
        placeholder="예: 밤편지"
        fullWidth
        shrinkLabel
      />
      {LISTS.map(({ key, label, placeholder, url }) => (
        <EntryListField
          key={key}
          name={key}
          label={label}
          placeholder={placeholder}
          inputMode={url ? 'url' : 'text'}
          values={values[key]}
          errors={entryErrors(errors, touched, key)}
          onChange={lists[key].changed}
          onTyping={lists[key].typed}
          onBlur={formik.handleBlur}
        />
      ))}
    </WizardScreen>
  );
});
