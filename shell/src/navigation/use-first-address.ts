import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether the page shows the address the visit started on: its history entry, which the server
 * rendered (and again on the way back to it). Only for components mounted for the whole visit.
 */
export function useOnFirstAddress(): boolean {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return key === firstKey;
}
