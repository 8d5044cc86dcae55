/**
 * For the benchmarks: an ordered, reliable RTCDataChannel between two RTCPeerConnections in this
 * page (host candidates only, no STUN/TURN), like the PeerJS channel (`reliable: true`), the far
 * end that receives on it, and both connections (to read stats and close). Resolves once open.
 */
export async function rawChannelPair(): Promise<{ a: RTCPeerConnection; b: RTCPeerConnection; channel: RTCDataChannel; echo: RTCDataChannel }> {
  const a = new RTCPeerConnection({ iceServers: [] });
  const b = new RTCPeerConnection({ iceServers: [] });
  a.onicecandidate = (e) => e.candidate && b.addIceCandidate(e.candidate);
  b.onicecandidate = (e) => e.candidate && a.addIceCandidate(e.candidate);
  const channel = a.createDataChannel('bench', { ordered: true });
  const remote = new Promise<RTCDataChannel>((resolve) => (b.ondatachannel = (e) => resolve(e.channel)));
  await a.setLocalDescription();
  await b.setRemoteDescription(a.localDescription!);
  await b.setLocalDescription();
  await a.setRemoteDescription(b.localDescription!);
  const echo = await remote;
  await new Promise<void>((resolve) => (channel.readyState === 'open' ? resolve() : (channel.onopen = () => resolve())));
  return { a, b, channel, echo };
}
