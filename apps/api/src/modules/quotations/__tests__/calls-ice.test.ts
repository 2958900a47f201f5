import { describe, expect, it } from 'vitest';
import { iceServersOf, loadConfig } from '../../../config';

describe('ICE_SERVERS', () => {
  it('defaults to public STUN, and to none when the app runs on this machine', () => {
    expect(iceServersOf(undefined, 'https://hctl.example.com')).toEqual([
      { urls: 'stun:stun.l.google.com:19302' },
    ]);
    expect(iceServersOf('', 'https://hctl.example.com')).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000'])
      expect(iceServersOf(undefined, local)).toEqual([]);
    expect(iceServersOf('none', 'https://hctl.example.com')).toEqual([]);
  });

  it('reads a comma list of URLs or a JSON array with TURN credentials, and refuses anything else', () => {
    expect(iceServersOf('stun:a.example:3478, turn:b.example:3478', 'http://localhost')).toEqual([
      { urls: 'stun:a.example:3478' },
      { urls: 'turn:b.example:3478' },
    ]);
    const turn = [
      { urls: ['turn:t.example:3478', 'turns:t.example:5349'], username: 'hctl', credential: 'pw' },
    ];
    expect(iceServersOf(JSON.stringify(turn), 'http://localhost')).toEqual(turn);
    expect(() => iceServersOf('http://nope.example', 'http://localhost')).toThrow(/not a stun:\/turn: URL/);
    expect(() => iceServersOf('[{"username":"x"}]', 'http://localhost')).toThrow(/JSON array/);
    expect(() => iceServersOf('[{"urls":', 'http://localhost')).toThrow(/JSON array/);
    expect(loadConfig({ NODE_ENV: 'test', ICE_SERVERS: 'stun:s.example:3478' }).iceServers).toEqual([
      { urls: 'stun:s.example:3478' },
    ]);
  });
});
