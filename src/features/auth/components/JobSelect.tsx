import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler } from 'react';
import { jobs } from '@/shared/lib/jobs';

const LABEL = '직업';

/**
 * The job picker: a native select, which phones show as their own wheel or sheet. Built from
 * NativeSelect rather than TextField's `select`, which imports MUI's whole Select (its menu,
 * popover and modal) for a list the phone draws itself (see OutlinedField).
 */
export function JobSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {LABEL}
      </InputLabel>
      <NativeSelect
        id={id}
        name="job"
        value={value}
        onChange={onChange}
        input={<OutlinedInput label={LABEL} notched />}
      >
        {jobs.map((job) => (
          <option key={job.value} value={job.value}>
            {job.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
