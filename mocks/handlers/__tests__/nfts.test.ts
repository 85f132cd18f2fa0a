import { api, bearer, loginAs, offContract } from './client';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const song = {
  title: '새 노래',
  singers: ['가수'],
  composers: ['작곡가'],
  lyricists: ['작사가'],
  streamingUrls: ['https://music.example.com/1'],
  isRegistered: false,
  ethPrice: 3.1,
};

function nftForm(
  options: {
    image?: [string, string];
    audio?: [string, string];
    doc?: [string, string];
    request?: object;
  } = {},
) {
  const form = new FormData();
  const [imageName, imageType] = options.image ?? ['cover.png', 'image/png'];
  const [audioName, audioType] = options.audio ?? ['song.mp3', 'audio/mpeg'];
  form.append('image', new Blob([PNG], { type: imageType }), imageName);
  form.append(
    'audio',
    new Blob([new Uint8Array([0x49, 0x44, 0x33])], { type: audioType }),
    audioName,
  );
  if (options.doc)
    form.append(
      'registrationDoc',
      new Blob(['%PDF-1.4'], { type: options.doc[1] }),
      options.doc[0],
    );
  form.append(
    'nftCreateRequest',
    new Blob([JSON.stringify(options.request ?? song)], { type: 'application/json' }),
  );
  return form;
}

const upload = (form: FormData, token?: string) =>
  fetch(`${api}/nfts`, {
    method: 'POST',
    body: form,
    headers: token ? bearer(token) : offContract,
  });

describe('POST /nfts', () => {
  it('registers the NFT, serves its image back as a data URL and lists it as REGISTERED', async () => {
    const token = await loginAs('borrower1');
    const response = await upload(nftForm(), token);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ copyrightId: expect.any(Number) });

    const detail = await (await fetch(`${api}/copyrights/${data.copyrightId}`)).json();
    expect(detail.data).toMatchObject({
      title: '새 노래',
      isRegistered: false,
      registrationDoc: null,
      streamingUrls: ['https://music.example.com/1'],
      contractId: expect.any(Number),
    });
    expect(detail.data.imageUrl).toMatch(/^data:image\/png;base64,/);
    expect(detail.data.wonPrice % 10_000).toBe(0);

    const byNft = await (await fetch(`${api}/nfts/${data.copyrightId}`)).json();
    expect(byNft.data).toEqual(detail.data);

    const mine = await (
      await fetch(`${api}/me/copyrights?status=REGISTERED`, { headers: bearer(token) })
    ).json();
    expect(mine.data.copyrights[0]).toEqual({
      copyrightId: data.copyrightId,
      imageUrl: detail.data.imageUrl,
      title: '새 노래',
      status: 'REGISTERED',
      progress: 0,
    });
  });

  it('accepts a registered copyright with its pdf document', async () => {
    const token = await loginAs('borrower1');
    const form = nftForm({
      doc: ['cert.pdf', 'application/pdf'],
      request: { ...song, isRegistered: true },
    });
    const { data } = await (await upload(form, token)).json();
    const detail = await (await fetch(`${api}/copyrights/${data.copyrightId}`)).json();
    expect(detail.data.registrationDoc).toMatch(/^data:application\/pdf;base64,/);
  });

  it.each([
    [
      'a gif image',
      nftForm({ image: ['cover.gif', 'image/gif'] }),
      '이미지 파일은 jpeg, jpg, png 형식만',
    ],
    ['a wav audio', nftForm({ audio: ['song.wav', 'audio/wav'] }), '음원 파일은 mp3 형식만'],
    [
      'a registered copyright without a document',
      nftForm({ request: { ...song, isRegistered: true } }),
      '저작권 등록 서류를 첨부해주세요.',
    ],
    [
      'a document that is a word file',
      nftForm({
        doc: ['cert.docx', 'application/msword'],
        request: { ...song, isRegistered: true },
      }),
      '저작권 등록 서류 파일은',
    ],
    ['a blank singer', nftForm({ request: { ...song, singers: ['  '] } }), '가수'],
  ])('refuses %s with 400 and a Korean message', async (_case, form, message) => {
    const token = await loginAs('borrower1');
    const response = await upload(form, token);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error.message).toContain(message);
  });

  it('needs a token', async () => {
    expect((await upload(nftForm())).status).toBe(401);
  });
});
