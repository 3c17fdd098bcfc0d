"""'Shuffle ~ into its owner's library', the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.nodes.effects_zones import DrawCards
from lithoform.cards.nodes.refs import Target, This, Triggering
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported, described, replace
from lithoform.mechanics.controller_of.nodes import OwnerOf
from lithoform.mechanics.reveal_top_player.nodes import RevealTopToHand
from lithoform.mechanics.shuffle_into_library.nodes import ShuffleIntoLibrary


class ShuffleIntoLibraryRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def shuffle_into_owners_library(self, c: list) -> VP:
        what = c[0]
        if not isinstance(what, This | Triggering):  # one object: '~' or 'it' (many: not yet)
            raise Unsupported("shuffling something other than ~ or it into its owner's library")
        return VP(lambda who: ShuffleIntoLibrary(what), "you", "shuffle into library")

    def self_owner_shuffles_sentence(self, c: list) -> list:
        """'~'s owner shuffles it into their library.' (701.24a): the source, if it is still where it was."""
        return [ShuffleIntoLibrary(This())]

    def _owner_of_target(self, what: object) -> Target:
        if not isinstance(what, Target):
            raise Unsupported("'the owner of' something other than a target")
        return what

    def owner_of_shuffles_sentence(self, c: list) -> list:
        """'The owner of target permanent shuffles it into their library.' (401.4, 701.24a)"""
        return [ShuffleIntoLibrary(self._owner_of_target(c[0]))]

    def owner_of_shuffles_draws_sentence(self, c: list) -> list:
        """Oblation: '..., then draws two cards.': the owner draws, even if the permanent had left (608.2h)."""
        what = self._owner_of_target(c[0])
        self._only(c[2], "card", "cards")  # type: ignore[attr-defined]
        return [ShuffleIntoLibrary(what), DrawCards(_int(c[1]), OwnerOf(what))]

    def owner_of_shuffles_reveals_sentence(self, c: list) -> list:
        """Chaos Warp: '..., then reveals the top card of their library. If it's a permanent card, they put it
        onto the battlefield.' (701.20a; 110.2a: under the owner's control; any other card stays on top)"""
        what = self._owner_of_target(c[0])
        self._only(c[1], "card")  # type: ignore[attr-defined]
        words = [w for w in self._words(c[2]) if w not in ("a", "an")]  # type: ignore[attr-defined]
        d = described(words)
        if d.noun != "card" or d.plural:
            raise Unsupported("'if it's a ...' naming something other than a card")
        return [ShuffleIntoLibrary(what), RevealTopToHand(OwnerOf(what), replace(d.filter(), controller=None),
                                                          to="battlefield")]

    def its_owner_shuffles_sentence(self, c: list) -> list:
        """'Its owner shuffles it into their library.': the one object named before ('choose target artifact')."""
        what = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(what, This | Triggering | Target):
            raise Unsupported("'its owner shuffles it' without one object named before")
        return [ShuffleIntoLibrary(what)]


TRANSFORMER = ShuffleIntoLibraryRules
