"""Koma, Cosmos Serpent ({3}{G}{G}{U}{U} 6/6): "This spell can't be countered. / At the beginning of each upkeep,
create a 3/3 blue Serpent creature token named Koma's Coil. / Sacrifice another Serpent: Choose one — • Tap target
permanent. Its activated abilities can't be activated this turn. • Koma, Cosmos Serpent gains indestructible until
end of turn." (111.4, 602.5, 611.2a; mechanics/activation_bans, named_tokens). Rulings quoted from the card
database."""

from __future__ import annotations

import msgspec
from support import activate, board, can_activate, pass_until, resolve_stack, use_compiled

KOMA = "Koma, Cosmos Serpent"
use_compiled(KOMA)


def test_each_upkeep_it_creates_koma_s_coil() -> None:
    """111.4: the token is named Koma's Coil, a 3/3 blue Serpent."""
    game = board({"battlefield": [KOMA]}, {}, step="end")
    pass_until(game, "draw", turn=4)
    coils = [o for o in game.state.battlefield if game.chars(o).name == "Koma's Coil"]
    assert len(coils) == 1
    c = game.chars(coils[0])
    assert (c.power, c.toughness, "Serpent" in c.subtypes, set(c.colors)) == (3, 3, True, {"U"})


def test_ruling_the_first_mode_also_stops_mana_abilities() -> None:
    """Rulings: "If you choose the first mode of Koma's activated ability, you can choose a permanent that's already
    tapped as the target. The effect stopping its activated abilities will still apply." and "Unlike similar
    effects, it does stop mana abilities from being activated." (a Mountain, untapped afterwards: its mana ability
    can't be activated; another Serpent, Sea Serpent, is sacrificed)"""
    game = board({"battlefield": [KOMA, "Sea Serpent"]}, {"battlefield": ["Shivan Dragon", {"card": "Mountain", "count": 2}]})
    coil = game.find("Sea Serpent")
    dragon = game.find("Shivan Dragon")
    mountain = game.find("Mountain")
    activate(game, KOMA, 1, mountain, mode=1, sacrifice=(coil,))
    resolve_stack(game)
    assert game.state.objects[mountain].tapped
    game.state.objects[mountain] = msgspec.structs.replace(game.state.objects[mountain], tapped=False)
    game.state.version += 1
    game.apply("pass")
    assert game.pending.player == 1 and not can_activate(game, mountain)
    assert can_activate(game, dragon)  # (with the other Mountain's mana: only the target is banned)


def test_ruling_koma_itself_cant_be_sacrificed_to_its_ability() -> None:
    """Ruling: "You can't sacrifice Koma itself to activate its last ability, but you can sacrifice any other
    Serpent you control, including Koma's Coil." (alone, it can't activate it)"""
    game = board({"battlefield": [KOMA]}, {"battlefield": ["Mountain"]})
    assert not can_activate(game, game.find(KOMA))
