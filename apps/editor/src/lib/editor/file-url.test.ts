import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url.js';

describe('fileUrl', () => {
  it('escapes each folder and the name, keeping the slashes', () => {
    expect(fileUrl('hott/armies/big army#2.yaml')).toEqual({ url: '/api/files/hott/armies/big%20army%232.yaml' });
  });

  it("refuses '.' and '..' folders, which the browser would resolve into another address", () => {
    expect(fileUrl('../escape.yaml')).toEqual({ problem: "'.' and '..' folders are not allowed in a path (../escape.yaml)" });
    expect(fileUrl('hott/./armies/x.yaml')).toHaveProperty('problem');
  });

  it('leaves an empty folder to the server, which names it', () => {
    expect(fileUrl('hott//x.yaml')).toEqual({ url: '/api/files/hott//x.yaml' });
  });
});
