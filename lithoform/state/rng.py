"""The game's randomness: secret seeds, a generator whose state can't be recovered from its outputs, and
seeds derived for agents (issue 20: hidden information stays hidden).

- A game started without a seed gets one from `secrets` (`fresh_seed`, 128 bits), so it can't be guessed
  by trying every seed against the cards a player has seen.
- The seed is turned into a 256-bit key with SHA-256 (`seed_key`). Every random number the game uses
  (shuffles, coin flips, random orders, the ids of objects in hidden zones) is the keyed BLAKE2b hash
  (a pseudo-random function, RFC 7693 keyed mode) of a counter under that key: `prf(key, counter)`. Seeing
  any number of outputs reveals neither the key nor the other outputs, unlike a splitmix or Mersenne
  Twister generator, whose state can be solved from its outputs.
- Agents get their own seeds, `derived_seed(seed, label)`: a keyed hash of the game's seed, which can't be
  inverted to the game's seed.
The same seed always gives the same game (replays, golden games): all of this is deterministic.
"""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 128
HIDDEN_ID_BASE = 1_000_000  # ids of objects in hidden zones are drawn from [BASE, BASE * 10)


def fresh_seed() -> int:
    """A new unguessable seed (128 bits from the operating system's CSPRNG)."""
    return secrets.randbits(SEED_BITS)


def seed_key(seed: int) -> bytes:
    """The generator's 256-bit key for a seed (any integer, negative ones included)."""
    return hashlib.sha256(b"lithoform-rng/1:" + str(int(seed)).encode()).digest()


def prf(key: bytes, counter: int, bound: int) -> int:
    """A number in [0, bound): the keyed BLAKE2b hash of `counter`, 128 bits reduced mod `bound` (the bias is
    below 2**-100 for any bound the game uses)."""
    digest = hashlib.blake2b(counter.to_bytes(8, "big"), key=key, digest_size=16).digest()
    return int.from_bytes(digest, "big") % bound


def derived_seed(seed: int, label: str) -> int:
    """A seed for something other than the game itself (an agent): a one-way function of the seed."""
    digest = hashlib.blake2b(label.encode(), key=seed_key(seed), digest_size=16,
                             person=b"lithoform-derive").digest()
    return int.from_bytes(digest, "big") >> 64
