"""'You may cast target ... card from your graveyard this turn', the text part (601.3). Data only: imports the
cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import CardsInYourGraveyard, Target, This
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import SentenceMark, Unsupported, replace
from lithoform.mechanics.graveyard_cast_turn.nodes import GainsFlashbackThisTurn, MayCastFromGraveyardThisTurn


class GraveyardCastTurnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def may_cast_target_this_turn_sentence(self, c: list) -> list:
        """601.3: a permission until the turn ends, for a target card in your graveyard."""
        what = c[0]  # free_casts' fc_card: a target card in a graveyard
        if not isinstance(what, Target):
            raise Unsupported("'you may cast' something other than a target card this turn")
        spec = self.scope.targets[what.slot]  # type: ignore[attr-defined]
        if spec.zone != "graveyard" or spec.filter is None or spec.filter.controller != "you":
            raise Unsupported("'you may cast target card ... this turn' from somewhere other than your graveyard")
        return [MayCastFromGraveyardThisTurn(what)]

    def choose_then_may_cast_sentence(self, c: list) -> list:
        """'Choose target artifact card in your graveyard. You may cast that card this turn.' (Emry): the target
        chosen as the ability is put on the stack (601.2c), then a permission until the turn ends (601.3); the
        card is cast, not played: an artifact land card can't be (Emry's ruling, 305.1)."""
        self._only(c[1], "card")  # type: ignore[attr-defined]
        return self.may_cast_target_this_turn_sentence([c[0]])

    def may_cast_self_this_turn_sentence(self, c: list) -> list:
        """601.3: 'you may cast it from your graveyard this turn' in an ability that works from the graveyard
        (113.6m: '... if ~ is in your graveyard'): the card itself, while it stays there (a card that leaves
        and returns is a new object the permission doesn't name, 400.7)."""
        if not self.scope.from_graveyard:  # type: ignore[attr-defined]
            raise Unsupported("'you may cast it from your graveyard this turn' of a card not in the graveyard")
        return [MayCastFromGraveyardThisTurn(This())]

    @staticmethod
    def _instants_and_sorceries(f: object) -> None:
        types = set(getattr(f, "types", ()))
        if not types or not types <= {"Instant", "Sorcery"} or getattr(f, "controller", None) != "you":
            raise Unsupported("flashback granted to something other than your instant and sorcery cards")

    def gains_flashback_target_sentence(self, c: list) -> list:
        """702.34a: a target instant or sorcery card in your graveyard gains flashback until end of turn."""
        what = c[0]
        if not isinstance(what, Target):
            raise Unsupported("flashback granted to something other than a target card")
        spec = self.scope.targets[what.slot]  # type: ignore[attr-defined]
        if spec.zone != "graveyard" or spec.filter is None:
            raise Unsupported("flashback granted to a card outside your graveyard")
        self._instants_and_sorceries(spec.filter)
        return [GainsFlashbackThisTurn(what)]
    def gains_flashback_each_sentence(self, c: list) -> list:
        """702.34a, 611.2c: 'Each instant and sorcery card in your graveyard gains flashback until end of turn.'
        (Past in Flames): the cards in your graveyard as it resolves, not cards put there later (its ruling)."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.noun != "card" or d.controller is not None or d.other or d.plural:
            raise Unsupported(f"flashback granted to each {' '.join(words)}")
        f = replace(d.filter(), stack_kind=None, controller="you")
        self._instants_and_sorceries(f)
        return [GainsFlashbackThisTurn(CardsInYourGraveyard(replace(f, controller=None)))]

def mark_exile_rider(mark: SentenceMark, last: object) -> object:
    """'If that spell would be put into your graveyard this turn, exile it instead.' (mechanics/free_casts' rider,
    614.1a) after 'You may cast target instant or sorcery card from your graveyard this turn.' (Jace, Telepath
    Unbound): the spell cast this way is exiled instead; else None."""
    if mark.name != "free_cast_exiled" or not isinstance(last, MayCastFromGraveyardThisTurn) or last.exile:
        return None
    return replace(last, exile=True)


TRANSFORMER = GraveyardCastTurnRules
MARKS = (mark_exile_rider,)
