/** Validation and result texts of spec §5 and §8, shared by every form. */
export const forms = {
  uk: {
    'forms.validation.required': 'Це поле обовʼязкове',
    'forms.validation.incorrect': 'Некоректний формат',
    'forms.validation.incorrectEmail': 'Некоректний формат',
    'forms.validation.cvType': 'use only doc, docx, pdf files',
    'resultDialogs.error.title': 'Упс, щось пішло не так!',
    'resultDialogs.error.desc': 'Спробуйте пізніше, або звʼяжіться з нами',
    'resultDialogs.vacancy.title': 'Ваше резюме відправлено успішно',
    'resultDialogs.review.title': 'Ваш відгук надіслано і найближчим часом буде опубліковано',
    'resultDialogs.order.title': 'Ваша заявка успішно надіслана',
    'resultDialogs.common.title': 'Ваш запит пройшов успішно',
    'resultDialogs.common.desc': 'Очікуйте зворотнього звʼязку',
  },
  en: {
    'forms.validation.required': 'Required',
    'forms.validation.incorrect': 'Incorrect format',
    'forms.validation.incorrectEmail': 'Incorrect format',
    'forms.validation.cvType': 'use only doc, docx, pdf files',
    'resultDialogs.error.title': 'Oops, something went wrong!',
    'resultDialogs.error.desc': 'Please, try again later or contact us',
    'resultDialogs.vacancy.title': 'Your CV has been sent successfully',
    'resultDialogs.review.title': 'Your review has been sent and will be published soon',
    'resultDialogs.order.title': 'Your request has been sent successfully',
    'resultDialogs.common.title': 'Your request was successful',
    'resultDialogs.common.desc': 'Expect feedback',
  },
} as const;
