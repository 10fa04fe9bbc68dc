import { Button } from 'antd';
import { useState } from 'react';
import { countryOptions } from '@storefront/shared';
export default function Probe() { const [n, setN] = useState(0); return <Button onClick={() => setN(n + 1)}>remote {countryOptions.length} {n}</Button>; }
