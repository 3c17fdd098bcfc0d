"""'Search its controller's graveyard, hand, and library for all cards with the same name as that artifact and
exile them. Then that player shuffles.' (701.23a), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Sequence, Target, TargetController
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, SentenceMark, Suffix, Unsupported, replace
from lithoform.mechanics.name_purge.nodes import ExileNamedFromHandAndGraveyard, SearchZonesExile
from lithoform.mechanics.search_steps.text import OWNER_SHUFFLES

# 'the same name as that artifact': the nouns the target may be named by (the spell countered, the permanent exiled)
_NOUNS = ("artifact", "creature", "enchantment", "land", "planeswalker", "permanent", "spell", "card")


class NamePurgeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def purge_its_controller(self, c: list) -> Any:
        return self.pl_its_controller(c)  # type: ignore[attr-defined]

    def purge_its_owner(self, c: list) -> Any:
        """'its owner's': the owner of the target card named before (108.3; a card in a graveyard is in its
        owner's graveyard, 404.2)."""
        last = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(last, Target):
            raise Unsupported("'its owner's' of something that isn't a target")
        return TargetController(last.slot, owner=True)

    def sfx_other_than_kind(self, c: list) -> Suffix:
        """'other than a basic land card' / 'other than basic land cards': the kind the described object isn't."""
        words = self._words(c[-1])  # type: ignore[attr-defined]
        try:
            d = describe(list(words), [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return Suffix("other_than_kind", d)

    def purge_target_player(self, c: list) -> Any:
        return self.pl_target_player(c)  # type: ignore[attr-defined]

    def purge_target_opponent(self, c: list) -> Any:
        return self.pl_target_opponent(c)  # type: ignore[attr-defined]

    def purge_that_player(self, c: list) -> Any:
        return self.pl_that_player(c)  # type: ignore[attr-defined]

    def purge_all(self, c: list) -> int:
        return -1

    def purge_any(self, c: list) -> int:
        return 0

    def purge_up_to(self, c: list) -> int:
        n = c[0]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("'up to X cards' with that name")
        return n

    def purge_same(self, c: list) -> Any:
        """'with the same name as that artifact': the target named before (its last known name, 608.2h)."""
        noun = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if noun not in _NOUNS:
            raise Unsupported(f"'the same name as that {noun}'")
        return self.scope.it()  # type: ignore[attr-defined]

    def purge_chosen_name(self, c: list) -> str:
        """'with the chosen name' (607.2d): the name the spell chose as it resolved ('with that name')."""
        return CHOSEN_NAME

    def purge_search(self, c: list) -> VP:
        whose, amount, d, *rest = c
        same_as = rest[0] if rest else None
        if same_as == CHOSEN_NAME:
            same_as = None
            d.chosen = "name"
        if d.noun != "card" or not d.plural:
            raise Unsupported("a search of several zones for something other than cards")
        f = d.filter()
        if same_as is None and f.chosen != "name":
            raise Unsupported("a search of several zones for cards without a name to find")
        node = SearchZonesExile(whose, f, same_as, amount)
        return VP(lambda who: node, "you", "search")

    def purge_exiles_named_from_hand_and_graveyard(self, c: list) -> VP:
        """'exiles all cards with that name from their hand and graveyard' (Legion's End): 'that name' is the name
        of the object targeted before ('with the same name as that creature'; 608.2h)."""
        d = c[0]
        if d.noun != "card" or not d.plural or d.chosen != "name":
            raise Unsupported("'exiles all ... from their hand and graveyard' without 'cards with that name'")
        last = self.scope.it()  # type: ignore[attr-defined]
        spec = self.scope.spec_of(last) if isinstance(last, Target) else None  # type: ignore[attr-defined]
        if spec is None or spec.kind in ("player", "opponent", "any"):
            raise Unsupported("'cards with that name' with no object named before to take the name of")
        d.chosen = None
        f = d.filter()
        return VP(lambda who: ExileNamedFromHandAndGraveyard(who, last, f), "player", "exile")

    def purge_shuffles_then_sentence(self, c: list) -> SentenceMark:
        """'That player shuffles, then draws a card for each card exiled from their hand this way.': the
        searched player shuffles (701.24a), then is the subject of the instruction after 'then'."""
        vp = c[0]
        if not isinstance(vp, VP) or vp.subject != "player":
            raise Unsupported("'that player shuffles, then ...' with an instruction a player can't be the subject of")
        return SentenceMark(_SHUFFLES_THEN, (vp,))


_SHUFFLES_THEN = "purge_shuffles_then"
CHOSEN_NAME = "the chosen name"


def mark_owner_shuffles(mark: SentenceMark, last: Any) -> Any:
    """'Then that player shuffles.' (701.24a) after the search: the searched player shuffles their library;
    'That player shuffles, then [instruction]': and then that player does it."""
    if mark.name == OWNER_SHUFFLES and isinstance(last, SearchZonesExile) and not last.shuffle:
        return replace(last, shuffle=True)
    if mark.name == _SHUFFLES_THEN and isinstance(last, SearchZonesExile) and not last.shuffle:
        (vp,) = mark.effects
        return Sequence((replace(last, shuffle=True), vp.make(last.whose)))
    return None


TRANSFORMER = NamePurgeRules
MARKS = (mark_owner_shuffles,)
