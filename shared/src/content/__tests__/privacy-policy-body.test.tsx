import { render, screen } from '@testing-library/react';
import { PrivacyPolicyBody } from '../privacy-policy-body';
import { defaultOperatorIdentity, type OperatorIdentity } from '../../contract/operator-identity';

const content = {
  privacy_info: [
    { contents: ['An untitled opening paragraph.'] },
    { title: 'Cookies', contents: ['Functional cookies keep the site working.', 'You may switch others off.'] },
  ],
};

describe('PrivacyPolicyBody', () => {
  it('names the data controller first: the company, its registration, address and contacts', () => {
    const controller: OperatorIdentity = {
      ...defaultOperatorIdentity,
      legalName: 'Souq Compare FZ-LLC',
      registrationNumber: 'DMCC-123456',
      address: 'Unit 4, Tower B, Dubai',
      supportEmail: 'care@souq-compare.example',
      supportPhone: '+971 4 555 0100',
    };
    const { container } = render(<PrivacyPolicyBody content={content} controller={controller} />);
    expect(container.querySelector('section')).toHaveTextContent(
      'Who is responsible for your data' +
        'Souq Compare FZ-LLC (registration no. DMCC-123456) runs this storefront and is the controller of the personal data you give here.' +
        'Address: Unit 4, Tower B, Dubai' +
        'Questions about your data: care@souq-compare.example or +971 4 555 0100.',
    );
  });

  it('names the embedded placeholder company when the deployment sets none', () => {
    render(<PrivacyPolicyBody content={content} />);
    expect(screen.getByText(/Example Storefront LLC \(placeholder\) \(registration no\./)).toBeInTheDocument();
  });

  it('renders each section in order, a heading only where there is a title, one paragraph per content', () => {
    const { container } = render(<PrivacyPolicyBody content={content} />);
    const sections = [...container.querySelectorAll('section')].slice(1);
    expect(sections.map((s) => [...s.children].map((child) => `${child.tagName} ${child.textContent}`))).toEqual([
      ['P An untitled opening paragraph.'],
      ['H3 Cookies', 'P Functional cookies keep the site working.', 'P You may switch others off.'],
    ]);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Cookies' })).toBeInTheDocument();
  });

  it("carries the app's class names for its own styling", () => {
    const { container } = render(<PrivacyPolicyBody content={content} className="app-policy" sectionClassName="app-section" />);
    expect(container.firstElementChild).toHaveClass('app-policy');
    expect(container.querySelectorAll('section.app-section')).toHaveLength(3);
  });
});
