"""Splice (702.47): 'As you cast an Arcane spell, you may reveal this card from your hand and pay its splice
cost. If you do, add this card's effects to that spell.'

The core offers the splice costs as optional additional costs of the spell being announced (601.2b,
`SPELL_OFFERED_COSTS`), one per splice card in its caster's hand, each labelled with the card; a cost announced
as paid adds that card's rules text, its effects after the spell's own and its targets chosen normally
(702.47a-d, `SPELL_ADDED_TEXT`): read from the card's definition by name (702.47c: a text-changing effect of the
spell, which keeps it if the card leaves the hand); the card stays in the hand, revealed as the spell becomes
cast (`SPELL_CAST`). 702.47b: a card whose text's targets couldn't be chosen isn't offered (choices other than
targets aren't checked)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import AlternativeCost, CardFace, SpellAbility
from lithoform.catalog.registry import get_def
from lithoform.mechanics.splice.nodes import Splice
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.hooks import SPELL_ADDED_TEXT, SPELL_CAST, SPELL_OFFERED_COSTS
from lithoform.rules.stack.targets import has_candidate
from lithoform.state.model import HAND, GameState, Obj, zone_key

LABEL = "splice:"  # a paid splice cost in Choices.additional: 'splice:Glacial_Ray#12' (card name, card id)
_KINDS = ("Splice",)


def _splice(face: CardFace) -> Splice | None:
    return next((a for a in face.abilities if isinstance(a, Splice)), None)


def offered_costs(state: GameState, spell: Obj) -> Iterator[AlternativeCost]:
    """702.47a: each card in the caster's hand with 'Splice onto [subtype]' where the spell is of that subtype
    (not the spell itself: it is on the stack, not in the hand; ruling). 702.47b: each card only once, and
    not if its text's targets couldn't be chosen."""
    if spell.copy:
        return
    subtypes = chars(state, spell.id).subtypes
    for card in state.zones.get(zone_key(HAND, spell.controller), ()):
        obj = state.objects[card]
        splice = _splice(face_of(obj))
        text = _spell_text(obj.card) if splice is not None and splice.onto in subtypes else None
        if text is not None and all(t.min == 0 or has_candidate(state, t, spell.controller, spell.id, spell.id)
                                    for t in text.targets):  # 702.47b: its targets can be chosen
            yield AlternativeCost(f"{LABEL}{obj.card.replace(' ', '_')}#{card}", splice.cost)


def _spell_text(name: str) -> SpellAbility | None:
    """The card's instant or sorcery text (its effects and targets), when it has a non-modal one."""
    face = get_def(name).faces[0]
    spell = face.spell
    return spell if spell is not None and spell.effect is not None and not spell.modes else None


def _name(label: str) -> str:
    return label[len(LABEL):].rsplit("#", 1)[0].replace("_", " ")


def added_text(state: GameState, spell: Obj, label: str) -> SpellAbility | None:
    """702.47a, 702.47c: the spliced card's rules text (read by name: the spell keeps it if the card leaves the
    hand)."""
    if not label.startswith(LABEL):
        return None
    return _spell_text(_name(label))


def reveal_spliced(state: GameState, oid: int) -> None:
    """702.47a: the spliced cards are revealed (all at once, ruling) and stay in the hand."""
    obj = state.objects.get(oid)
    if obj is None or obj.choices is None:
        return
    names = [_name(a) for a in obj.choices.additional if a.startswith(LABEL)]
    if names:
        state.emit("reveal_cards", ("702.47a", "701.20a"), player=obj.controller, cards=names, where="hand")


SPELL_OFFERED_COSTS.register(offered_costs, needs=_KINDS)
SPELL_ADDED_TEXT.register(added_text, needs=_KINDS)
SPELL_CAST.register(reveal_spliced, needs=_KINDS)
