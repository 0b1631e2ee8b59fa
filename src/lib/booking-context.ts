// Lets any page open the booking modals without importing the booking feature.
import { createContext, use } from 'react';

export interface BookingDialog {
  open: () => void;
}

export const BookingContext = createContext<BookingDialog>({ open: () => {} });
export const useBooking = () => use(BookingContext);
