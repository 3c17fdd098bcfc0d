"""Double-faced cards (712), their text part: transformer rules for 'transform ~' (701.27a), 'when this
creature transforms into ~' (701.27e) and the werewolves' conditions on the spells cast last turn; mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import ExileReturnTransformed, SpellsCastLastTurn, This, TransformObject, Trigger
from lithoform.compiler.values import VP, Scope, Unsupported


class DoubleFacedRules:
    """Transformer rules of double-faced cards."""

    scope: Scope
    face_types: tuple[str, ...]

    def transform_np(self, c: list) -> VP:
        """701.27a: 'transform ~' / 'transform it'. Only the card's own permanent is supported: that is what
        701.27f's once-per-ability rule is written for, and every such card says it."""
        what = c[0]
        if not isinstance(what, This):
            raise Unsupported("transforming something other than this permanent")
        return VP(lambda who: TransformObject(what), "you", "transform")

    def exile_return_self_transformed(self, c: list) -> VP:
        """701.13a, 712.14a: 'exile ~, then return him to the battlefield transformed under his owner's control':
        this permanent is exiled and its card comes back with its back face up, under its owner's control (or
        the ability's controller's: 'under your control')."""
        words = str(c[0]).split()
        # 'him'/'her' in Oracle text is the legendary card itself (Chandra's 'exile her'); 'it' must mean this
        if words[1].rstrip(",") == "it" and self.scope.it() != This():
            raise Unsupported("exiling and returning transformed something other than this permanent")
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("'exile ~, then return it transformed' on a card that isn't a permanent")
        owner = "owner" in words
        return VP(lambda who: ExileReturnTransformed(owner=owner), "you", "exile and return transformed")

    def trig_self_transforms(self, c: list) -> Trigger:
        """701.27e: 'When this creature transforms into [this face]': the ability is printed on the face it
        names, so it exists exactly when that face is up after the permanent transforms."""
        return Trigger("transforms", this=True)

    def trig_self_enters_or_transforms(self, c: list) -> list[Trigger]:
        """'When this creature enters or transforms into [this face]': two trigger events of one ability
        (603.2, 701.27e), as 'enters or attacks'."""
        return [Trigger("enters", this=True), Trigger("transforms", this=True)]

    def cond_no_spells_last_turn(self, c: list) -> SpellsCastLastTurn:
        self._only(c[0], "spells")  # type: ignore[attr-defined]
        return SpellsCastLastTurn(most=0)

    def cond_player_cast_last_turn(self, c: list) -> SpellsCastLastTurn:
        n, words = c
        self._only(words, "spells")  # type: ignore[attr-defined]
        return SpellsCastLastTurn(least=int(n), single_player=True)


TRANSFORMER = DoubleFacedRules
