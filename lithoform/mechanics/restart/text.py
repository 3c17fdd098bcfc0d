"""Restarting the game (727), its text part: 'Restart the game, leaving in exile all [description] exiled with ~.
Then put those cards onto the battlefield under your control.' Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.restart.nodes import RestartGame


class RestartRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def restart_game_sentence(self, c: list) -> list[RestartGame]:
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'cards exiled with ~' on a card none of whose abilities exiles one (607.2a)")
        if self._words(c[1]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("'then put those ...' of something other than the cards left in exile")
        try:
            kept = describe(list(self._words(c[0])), [])  # type: ignore[attr-defined]
            if kept.noun != "card" or not kept.plural:
                raise Unsupported("cards left in exile by a restart described as something other than cards")
            return [RestartGame(kept.filter())]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None


TRANSFORMER = RestartRules
