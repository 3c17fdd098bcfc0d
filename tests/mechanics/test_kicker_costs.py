"""Kicker with a cost other than mana (702.33a, 702.33d; mechanics/kicker_costs): 'Kicker—Sacrifice a creature.'
(Vicious Offering)."""

from __future__ import annotations

from support import basics, board, names, pass_both, use_compiled, zone_names

use_compiled("Vicious Offering")


def _cast_offering(game, kick: bool) -> None:
    game.apply(f"cast {game.find('Vicious Offering')}")
    assert game.pending.kind == "additional"
    game.apply("additional kicker" if kick else "additional none")
    game.apply(f"target {game.find('Hill Giant')}")
    if game.pending.kind == "sacrifice":
        game.apply(f"sacrifice {game.find('Grizzly Bears')}")
    if game.pending.kind != "priority":
        game.apply("autopay")


def test_702_33d_kicked_by_sacrificing() -> None:
    """Kicked (a creature sacrificed, 601.2h): the target gets -5/-5 instead and Hill Giant (3/3) dies."""
    game = board({"hand": ["Vicious Offering"], "battlefield": ["Grizzly Bears", *basics(Swamp=2)]},
                 {"battlefield": ["Hill Giant"]})
    _cast_offering(game, True)
    assert "Grizzly Bears" in zone_names(game, "graveyard")
    pass_both(game)
    assert "Hill Giant" in names(game, "graveyard", 1)


def test_702_33a_not_kicked() -> None:
    """Not kicked: nothing sacrificed; Hill Giant gets -2/-2 and survives."""
    game = board({"hand": ["Vicious Offering"], "battlefield": ["Grizzly Bears", *basics(Swamp=2)]},
                 {"battlefield": ["Hill Giant"]})
    _cast_offering(game, False)
    pass_both(game)
    assert "Grizzly Bears" in zone_names(game, "battlefield")
    assert "Hill Giant" in zone_names(game, "battlefield", 1)



def test_601_2c_a_target_only_the_kicked_spell_has_is_chosen_only_kicked() -> None:
    """Goblin Barrage ('If this spell was kicked, it also deals 4 damage to target player or planeswalker'):
    unkicked, 601.2c casts it as though it didn't require that target; the trailing target requirement only the
    kicked part names is the spell's `kicked_targets`, chosen only when the kicker was announced."""
    from lithoform.carddb import find_card
    from lithoform.compiler.compiler import compile_card

    barrage = compile_card(find_card("Goblin Barrage").card).card
    assert barrage is not None
    spell = barrage.faces[0].spell
    assert spell is not None and spell.kicked_targets == 1 and len(spell.targets) == 2
    assert compile_card(find_card("Vicious Offering").card).card is not None
