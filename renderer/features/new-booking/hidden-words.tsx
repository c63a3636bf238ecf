// The part of a message only a screen reader says ("Add<hidden> Mountain Bike</hidden> to basket"): the eye sees the
// row's name beside the control already, a screen reader reading the control alone needs it.
import type { ReactNode } from 'react';

export const hiddenWords = (said: ReactNode[]) => <span className="visually-hidden">{said}</span>;
