"""Cipher (702.99), its text part. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.cipher.nodes import Cipher


class CipherRules:
    """Transformer rules of cipher; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_cipher(self, c: list) -> Cipher:
        """702.99a: cipher appears on instants and sorceries."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("cipher on a permanent card")
        return Cipher()


TRANSFORMER = CipherRules
