import { PAYMENT_SUBJECT_LABELS } from '@clinic/contracts/payment';

/** Texts of the payment remote. Subject names are the ones the provider shows, kept in contracts. */
export const payment = {
  uk: {
    'payment.title': 'Онлайн оплата',
    'payment.form.firstName': 'Ваше імʼя',
    'payment.form.phone': 'Телефон',
    'payment.form.phonePlaceholder': '38(___) ___-__-__',
    'payment.form.subject': 'Призначення платежу',
    'payment.form.subjectPlaceholder': 'Оберіть призначення',
    'payment.subject.consultations': PAYMENT_SUBJECT_LABELS.uk.consultations,
    'payment.subject.products': PAYMENT_SUBJECT_LABELS.uk.products,
    'payment.subject.services': PAYMENT_SUBJECT_LABELS.uk.services,
    'payment.form.amount': 'Сума, грн',
    'payment.form.pay': 'Оплатити',
    'payment.form.redirecting': 'Переходимо до сторінки оплати',
    'payment.checkout.lead': 'Натисніть «Оплатити», щоб перейти на захищену сторінку оплати карткою.',
  },
  en: {
    'payment.title': 'Online payment',
    'payment.form.firstName': 'Your name',
    'payment.form.phone': 'Phone',
    'payment.form.phonePlaceholder': '38(___) ___-__-__',
    'payment.form.subject': 'Payment for',
    'payment.form.subjectPlaceholder': 'Choose what you pay for',
    'payment.subject.consultations': PAYMENT_SUBJECT_LABELS.en.consultations,
    'payment.subject.products': PAYMENT_SUBJECT_LABELS.en.products,
    'payment.subject.services': PAYMENT_SUBJECT_LABELS.en.services,
    'payment.form.amount': 'Amount, UAH',
    'payment.form.pay': 'Pay',
    'payment.form.redirecting': 'Taking you to the payment page',
    'payment.checkout.lead': 'Press “Pay” to go on to the secure card payment page.',
  },
} as const;
