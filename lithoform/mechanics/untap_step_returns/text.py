"""'During your next untap step, as you untap your permanents, return ~ to its owner's hand.', the text part (502.3).
Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.untap_step_returns.nodes import ReturnAsYouUntap


class UntapStepReturnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def return_as_you_untap_sentence(self, c: list) -> list:
        """502.3: the permanent returns during its controller's next untap step, as the permanents untap."""
        self._only(c[0], "permanents")  # type: ignore[attr-defined]
        if "Instant" in self.face_types or "Sorcery" in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("returning ~ from the battlefield on a card that isn't a permanent")
        return [ReturnAsYouUntap()]


TRANSFORMER = UntapStepReturnRules
