import { render, screen, within } from '@testing-library/react';
import { Button, PageFrame } from '../ui';

describe('PageFrame, the frame of the pages beside the wizard', () => {
  it('is a region named by its h1, with the intro under the title and the buttons at its foot', () => {
    render(
      <PageFrame titleId="page-title" title="Terms of Service" intro="Read these first." footer={<Button>Back</Button>}>
        <p>Body</p>
      </PageFrame>,
    );
    const region = screen.getByRole('region', { name: 'Terms of Service' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveAttribute('id', 'page-title');
    expect(within(region).getByText('Read these first.')).toBeInTheDocument();
    const parts = [...region.children];
    expect(parts).toHaveLength(3);
    expect(parts[1]).toHaveTextContent('Body');
    expect(within(parts[2] as HTMLElement).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('has no intro and no foot when none is given', () => {
    render(
      <PageFrame titleId="t" title="Help & Support">
        <p>Form</p>
      </PageFrame>,
    );
    const region = screen.getByRole('region', { name: 'Help & Support' });
    expect(region.children).toHaveLength(2);
    expect(region.querySelectorAll('p')).toHaveLength(1);
  });
});
