"""The face a card is cast as when an effect lets a player cast it (709.3, 712.11b, 715.3).

A split card is cast as one of its halves (709.3), a modal double-faced card with either of its spell faces
(712.11b), an adventurer card as its creature or as its Adventure (715.3). An effect that lets a player cast a
card lets them cast it as any face that fits its criteria: the Zendikar Rising release notes ("If an effect
allows you to play a land or cast a spell from among a group of cards, you may play or cast a modal
double-faced card with any face that fits the criteria of that effect") and the Adventure rulings ("Effects
that allow you to cast a spell ... without paying its mana cost may allow you to apply those to the
Adventure"; "If you cast an adventurer card as an Adventure, use only its alternative characteristics to
determine whether it's legal to cast that spell"). Cascade (mechanics/cascade), the free casts of a resolving
spell (mechanics/free_casts, library_look, hideaway, ripple, draw_reveal_cast) and the restricted permissions
('you may cast creature spells from the top of your library') all ask these."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from lithoform.cards.tree import Cost
from lithoform.catalog.registry import get_def
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.permissions import CHOSEN_FACE_LAYOUTS, Permission
from lithoform.state.model import GameState, Obj

_NO_MANA = Cost()


def fits_as_face(state: GameState, oid: int, face: int, test: Callable[[], bool]) -> bool:
    """Whether card `oid`, cast as `face`, fits an effect's criteria: `test` reads the card's characteristics
    (through `chars`) while the card has only that face's (709.3b, 712.11b, 715.3b: the other face's are
    ignored). A card with one face is read as it is."""
    obj = state.objects[oid]
    if not isinstance(obj, Obj) or obj.printed is not None or obj.face_down or obj.copied \
            or get_def(obj.card).layout not in CHOSEN_FACE_LAYOUTS:
        return test()
    cached = state.chars.pop(oid, None)
    state.put_obj(msgspec.structs.replace(obj, printed=get_def(obj.card).faces[face]))
    try:
        return test()
    finally:  # the card's own record and characteristics back: nothing has changed
        state.put_obj(obj)
        state.chars.pop(oid, None)
        if cached is not None:
            state.chars[oid] = cached


def castable_faces(state: GameState, player: int, oid: int, via: str = "during resolution",
                   alternative: Cost | None = _NO_MANA, fits: Callable[[], bool] | None = None) -> tuple[int, ...]:
    """The faces (`spell_faces`: never a land face, 305.9) `player` could cast card `oid` as now under the
    permission `via` (its alternative cost `alternative`: none for 'without paying its mana cost', 118.9), each
    fitting the effect's criteria `fits` read as that face."""
    # (imported here: importing it with this module would register its permission costs before the mechanics'
    # sources, whose order the casting points keep)
    from lithoform.rules.stack.during_resolution import spell_faces

    out = []
    for face in spell_faces(state, oid):
        if not fits_as_face(state, oid, face, lambda: "Land" not in chars(state, oid).types
                            and (fits is None or fits())):
            continue
        if can_cast(state, player, oid, face, via=Permission(oid, via, False, alternative)):
            out.append(face)
    return tuple(out)


def choose_face(ctx: Ctx, player: int, oid: int, faces: tuple[int, ...], purpose: str = "cast_face") -> int:
    """The face the player casts the card as: the only one, or the one they choose (709.3, 712.11b, 715.3;
    option N + 1 is face N, named by the face's name)."""
    if len(faces) <= 1:
        return faces[0] if faces else 0
    names = get_def(ctx.state.objects[oid].card).faces
    (picked,) = ctx.ask(player, "choose", f"cast {ctx.state.objects[oid].card} as (709.3, 712.11b, 715.3)",
                        tuple(f + 1 for f in faces), 1, 1, labels=tuple(names[f].name for f in faces),
                        purpose=purpose)
    return int(picked) - 1
