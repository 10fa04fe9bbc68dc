import { render, screen } from '@testing-library/react';
import { PrivacyPolicyBody } from '../privacy-policy-body';

const content = {
  privacy_info: [
    { contents: ['An untitled opening paragraph.'] },
    { title: 'Cookies', contents: ['Functional cookies keep the site working.', 'You may switch others off.'] },
  ],
};

describe('PrivacyPolicyBody', () => {
  it('renders each section in order, a heading only where there is a title, one paragraph per content', () => {
    const { container } = render(<PrivacyPolicyBody content={content} />);
    const sections = [...container.querySelectorAll('section')];
    expect(sections.map((s) => [...s.children].map((child) => `${child.tagName} ${child.textContent}`))).toEqual([
      ['P An untitled opening paragraph.'],
      ['H3 Cookies', 'P Functional cookies keep the site working.', 'P You may switch others off.'],
    ]);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Cookies' })).toBeInTheDocument();
  });

  it("carries the app's class names for its own styling", () => {
    const { container } = render(<PrivacyPolicyBody content={content} className="app-policy" sectionClassName="app-section" />);
    expect(container.firstElementChild).toHaveClass('app-policy');
    expect(container.querySelectorAll('section.app-section')).toHaveLength(2);
  });
});
