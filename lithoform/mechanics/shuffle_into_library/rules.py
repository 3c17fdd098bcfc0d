"""'Shuffle ~ into its owner's library', the rules part. A resolving instant or sorcery that shuffles itself
into the library isn't put into the graveyard as its resolution ends (608.2n: it has left the stack); if it is
countered or doesn't resolve, none of its effects happen and it goes to the graveyard (the Zeniths' rulings).
The object is put into its owner's library (401.4), then that library is shuffled (701.24a)."""

from __future__ import annotations

from lithoform.mechanics.shuffle_into_library.nodes import ShuffleIntoLibrary
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.triggers.after_move import still_in
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, STACK

# the zones it may be shuffled from: the resolving spell itself (~) or the card a trigger names (a graveyard, the
# battlefield); a card that has left them since is a new object (400.7) and stays where it is
_FROM = (STACK, BATTLEFIELD, GRAVEYARD)


def _shuffle_into_library(ctx: Ctx, e: ShuffleIntoLibrary) -> None:
    st = ctx.state
    for obj in still_in(st, ctx.oid, ctx.refs(e.what), _FROM):  # 400.7e: the card a dies trigger's object became
        move(st, obj.id, "library", position=0, rules=("401.4",))
        shuffle(st, obj.owner)  # 701.24a


register_effect(ShuffleIntoLibrary, _shuffle_into_library)
