import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, findUserByUsername } from '../../src/server/auth/users.queries.js';
import { setupE2E } from './harness.js';
import { appraiserLetter, carrierEstimate, expectNoSeriousAxe, type UploadFile } from './intake-support.js';

const PASSWORD = 'Tres-palabras-largas-9';
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

/** A photo of "damage" made here: a real JPEG, so the photo step takes it. */
async function photo(name: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 40, b: 30 } } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A form field by its Spanish label (screen readers hear " (obligatorio)" after a required one). */
const campo = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(obligatorio\\)\\*?)?$`));

/**
 * A claimant whose browser reads Spanish files a claim end to end in Spanish: sign-in, the wizard
 * with its upload rules and validation, the thank-you page, the Assignment Bot, the assignment form
 * view, the claim's status and My Claims; every page is saved at 1366 and 375 px. The choice is
 * kept with the account, and the header's switch changes it.
 */
describe('the claimant side in Spanish', () => {
  const e2e = setupE2E();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close().catch(() => {});
  });

  async function spanishPage(viewport: { width: number; height: number } = WIDE): Promise<Page> {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, locale: 'es-US', reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('filechooser', () => {});
    return page;
  }

  it.each([
    { name: 'desktop', viewport: WIDE },
    { name: 'phone', viewport: PHONE },
  ])(
    'files a claim in Spanish from sign-in to My Claims, and keeps the language with the account ($name)',
    async ({ name, viewport }) => {
      const username = `rdiaz${name}`;
      await createUser(e2e.t.app.deps.db, { username, password: PASSWORD, fullName: 'Rosa Díaz', email: `rosa.${name}@example.com` });
      const page = await spanishPage(viewport);
      /** The page at the journey's width, and at the other one (every claimant page in Spanish at both). */
      const shots = async (what: string) => {
        for (const other of [viewport, viewport === WIDE ? PHONE : WIDE]) {
          await page.setViewportSize(other);
          await e2e.screenshot(page, `es-${what}-${other.width}${other === viewport ? '' : `-from-${name}`}`);
        }
        await page.setViewportSize(viewport);
      };

      // The browser's language chooses before anyone signs in.
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Bienvenido de nuevo' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await expectNoSeriousAxe(page, 'login (es)');
      await shots('login');
      await page.getByRole('button', { name: '¿Necesita acceso? Solicite una cuenta' }).click();
      await page.getByRole('heading', { name: 'Solicitar acceso' }).waitFor();
      await page.getByRole('button', { name: 'Solicitar nombre de usuario' }).click();
      await page.getByText('Complete todos los campos obligatorios.').first().waitFor();
      await shots('request-access');
      await page.goto('/reset');
      await page.getByRole('heading', { name: 'Restablezca su contraseña' }).waitFor();
      await shots('reset');

      // A wrong password: the server's answer, in Spanish.
      await page.goto('/login');
      await page.getByLabel('Nombre de usuario').fill(username);
      await page.getByLabel('Contraseña').fill('no-es-esta-clave');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByText('Usuario o contraseña incorrectos.').first().waitFor();
      await page.getByLabel('Contraseña').fill(PASSWORD);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();

      // The wizard.
      await page.getByRole('heading', { name: 'Seleccione el tipo de reclamo' }).waitFor();
      await expect.poll(async () => (await findUserByUsername(e2e.t.app.deps.db, username))?.locale).toBe('es');
      await expectNoSeriousAxe(page, 'wizard (es)');
      await shots('wizard-start');
      await page.getByRole('tab', { name: 'Pérdida total (valor real en efectivo)' }).click();
      await page.getByRole('button', { name: 'Haga clic para empezar' }).click();
      await page.getByRole('heading', { name: 'Suba sus documentos' }).waitFor();
      await page.getByText('Paso 1 de 4: Tasación de Progressive').waitFor();
      await page.getByText('Obligatorio').first().waitFor();
      await shots('upload');

      const browse = async (files: UploadFile[]) => {
        const toggle = page.getByRole('button', { name: 'Subir por categoría (opcional)' });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Buscar archivos' }).click()]);
        await chooser.setFiles(files);
      };
      // A file of the wrong kind is refused with the reason in Spanish.
      const toggle = page.getByRole('button', { name: 'Subir por categoría (opcional)' });
      await toggle.click();
      const [wrong] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Buscar archivos' }).click()]);
      await wrong.setFiles([{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') }]);
      await page.getByText(/No se puede agregar este tipo de archivo/).waitFor();
      await browse([await carrierEstimate()]);
      await page.getByRole('button', { name: 'Siguiente paso' }).click();
      await browse([await appraiserLetter()]);
      await page.getByRole('button', { name: 'Siguiente paso' }).click();
      await browse([await photo('danos-1.jpg')]);
      await page.getByText('1 archivo').first().waitFor();
      // One photo of the three asked for: the reason beside Next, and the way on, in Spanish.
      await page.getByText('1 de 3 fotos agregadas: agregue 2 más o marque "No tengo más fotos".').waitFor();
      await page.getByRole('checkbox', { name: 'No tengo más fotos', exact: true }).click();
      await page.getByRole('button', { name: 'Siguiente paso' }).click();
      await page.getByText('Paso 4 de 4: Otros documentos').waitFor();
      await page.getByRole('button', { name: 'Continuar al formulario de asignación' }).click();
      await page.getByRole('heading', { name: 'Datos del reclamo', exact: true }).waitFor({ timeout: 60_000 });

      // The form: the shared rules' messages in Spanish.
      await campo(page, 'Número de reclamo').fill('12');
      await page.getByText('El número de reclamo debe tener al menos 5 caracteres').waitFor();
      await campo(page, 'Número de reclamo').fill('24-8812345-01');
      for (const [label, value] of [
        ['Nombre del asegurado', 'Rosa Díaz'],
        ['Fecha del siniestro', '2024-03-14'],
        ['Año', '2018'],
        ['Marca', 'Tesla'],
        ['Modelo', 'Model X'],
      ] as const) {
        const f = campo(page, label);
        if (!(await f.inputValue())) await f.fill(value);
      }
      await page.getByText('Marcar como pendiente / desconocido').click();
      await shots('form');
      await page.getByRole('button', { name: 'Revisar datos' }).click();
      await page.getByRole('heading', { name: 'Revise su reclamo' }).waitFor();
      await shots('review');
      await page.getByRole('button', { name: 'Continuar al envío' }).click();
      await page.getByRole('heading', { name: 'Envíe su reclamo' }).waitFor();
      await page.getByText(/con 3 documentos\./).waitFor();
      await shots('submit');
      await page.getByRole('button', { name: 'Enviar reclamo' }).click();
      await page.waitForURL(/\/success\//, { timeout: 60_000 });
      const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

      // Thank-you page, Assignment Bot, assignment form view.
      await page.getByRole('heading', { name: '¡Gracias por enviar su reclamo de asignación!' }).waitFor();
      await shots('thanks');
      await page.getByRole('button', { name: 'Asistente de asignación' }).click();
      await page.getByText(/^Pregunta 1 de \d+$/).waitFor();
      // Composed on the server in English (staff read it so), shown through the Spanish template.
      await page.getByText('Solo se subió 1 foto; se necesitan al menos 3. ¿Puede enviar más fotos de los daños?').waitFor();
      await shots('bot');
      await page.getByRole('button', { name: 'Omitir preguntas' }).click();
      await page.getByRole('button', { name: 'Ver el formulario de asignación' }).click();
      await page.getByRole('heading', { name: 'Asignación de tasación de Progressive' }).waitFor();
      await shots('form-view');
      await page.getByRole('button', { name: 'Volver al resumen' }).click();

      // Status and My Claims, with dates in Spanish.
      await page.getByRole('link', { name: 'Consultar el estado del reclamo' }).click();
      await page.getByRole('heading', { name: 'Estado del reclamo' }).waitFor();
      await page.getByText('Reclamo enviado').waitFor();
      await expect.poll(() => page.getByText(/\d{4}, \d{1,2}:\d{2}\s?[ap]\.\s?m\./).count()).toBeGreaterThan(0);
      await shots('status');
      if (viewport === PHONE) {
        // On a phone the page links sit behind the header's menu.
        await page.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
        await page.getByRole('menuitem', { name: 'Mis reclamos' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mis reclamos' }).click();
      }
      await page.getByRole('heading', { name: 'Mis reclamos' }).waitFor();
      await page.getByText('1 reclamo', { exact: true }).waitFor();
      await page.getByRole('link', { name: ref }).first().waitFor();
      await expectNoSeriousAxe(page, 'my claims (es)');
      await shots('my-claims');

      // The header's switch: the page and the account follow it, both ways.
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'My Claims' }).waitFor();
      await expect.poll(async () => (await findUserByUsername(e2e.t.app.deps.db, username))?.locale).toBe('en');
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { name: 'Mis reclamos' }).waitFor();
      await expect.poll(async () => (await findUserByUsername(e2e.t.app.deps.db, username))?.locale).toBe('es');
    },
    360_000,
  ); // a whole filing with analysis, at any load: it measures nothing about speed

  it('signs a claimant in to the language kept with their account, whatever the browser reads', async () => {
    const user = await createUser(e2e.t.app.deps.db, { username: 'mlopez', password: PASSWORD, fullName: 'Mario López', locale: 'es' });
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: WIDE, locale: 'en-US', reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Seleccione el tipo de reclamo' }).waitFor();
  });
});
