"""'Shuffle ~ into its owner's library', the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.nodes.refs import Target, This, Triggering
from lithoform.compiler.values import VP, Unsupported
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

    def its_owner_shuffles_sentence(self, c: list) -> list:
        """'Its owner shuffles it into their library.': the one object named before ('choose target artifact')."""
        what = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(what, This | Triggering | Target):
            raise Unsupported("'its owner shuffles it' without one object named before")
        return [ShuffleIntoLibrary(what)]


TRANSFORMER = ShuffleIntoLibraryRules
