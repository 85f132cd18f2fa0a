import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A header button whose action belongs to the page below it (the crop page's confirm). */
export interface HeaderAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

interface HeaderActionContextValue {
  action: HeaderAction | null;
  setAction: (action: HeaderAction | null) => void;
}

const HeaderActionContext = createContext<HeaderActionContextValue>({
  action: null,
  setAction: () => {},
});

export function HeaderActionProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<HeaderAction | null>(null);
  const value = useMemo(() => ({ action, setAction }), [action]);
  return <HeaderActionContext.Provider value={value}>{children}</HeaderActionContext.Provider>;
}

export function useHeaderActionState() {
  return useContext(HeaderActionContext).action;
}

/** A page registers its header action while mounted. */
export function useHeaderAction(action: HeaderAction | null) {
  const { setAction } = useContext(HeaderActionContext);
  const label = action?.label;
  const disabled = action?.disabled;
  const onClick = action?.onClick;
  useEffect(() => {
    setAction(label && onClick ? { label, onClick, disabled } : null);
    return () => setAction(null);
  }, [label, onClick, disabled, setAction]);
}
