// Written by `npm run antd-texts -w shared` from antd's ar_EG locale (shared/tooling/antd-texts).
import type { Locale } from 'antd/es/locale';

const texts: Locale = {
  "locale": "ar",
  "global": {
    "placeholder": "يرجى التحديد",
    "close": "إغلاق",
    "show": "إظهار",
    "hide": "إخفاء",
    "sortable": "قابل للفرز"
  },
  "Modal": {
    "okText": "تأكيد",
    "cancelText": "إلغاء",
    "justOkText": "تأكيد"
  },
  "Empty": {
    "description": "لا توجد بيانات"
  },
  "Text": {
    "edit": "تعديل",
    "copy": "نسخ",
    "copied": "نقل",
    "expand": "وسع",
    "collapse": "طي"
  }
};

export default texts;
