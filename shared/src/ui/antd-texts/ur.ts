// Written by `npm run antd-texts -w shared` from antd's ur_PK locale (shared/tooling/antd-texts).
import type { Locale } from 'antd/es/locale';

const texts: Locale = {
  "locale": "ur",
  "global": {
    "placeholder": "منتخب کریں",
    "close": "بند کریں",
    "show": "دکھائیں",
    "hide": "چھپائیں",
    "sortable": "قابل ترتیب"
  },
  "Modal": {
    "okText": "ٹھیک ہے",
    "cancelText": "منسوخ کریں",
    "justOkText": "ٹھیک ہے"
  },
  "Empty": {
    "description": "کوئی ڈیٹا نہیں"
  },
  "Text": {
    "edit": "ترمیم",
    "copy": "کاپی",
    "copied": "کاپی ہوگیا",
    "expand": "پھیلائیں",
    "collapse": "سمٹنا"
  }
};

export default texts;
