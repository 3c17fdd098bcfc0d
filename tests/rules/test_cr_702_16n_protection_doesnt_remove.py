"""CR 702.16n: "Some Auras both give the enchanted creature protection from a quality and say 'this effect doesn't
remove' either that specific Aura or all Auras. This means that the specified Auras aren't put into their owners'
graveyards as a state-based action. If the creature has other instances of protection from the same quality, those
instances affect Auras as normal." Tattoo Ward ('protection from enchantments. This effect doesn't remove Tattoo
Ward.'), Spectra Ward ('protection from all colors. This effect doesn't remove Auras.'), the colored Wards."""

from __future__ import annotations

from support import battlefield_names, board, names, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _enchanted(*auras: str, creature: str = "Grizzly Bears", **p1: list) -> tuple:  # type: ignore[type-arg]
    battlefield = [{"card": creature, "label": "c"}, *({"card": a, "attached_to": "c"} for a in auras)]
    game = board({"battlefield": battlefield + p1.pop("battlefield", []), **p1})
    return game, game.labels["c"]


def test_702_16n_the_wards_compile() -> None:
    for name in ("Tattoo Ward", "Spectra Ward", "Black Ward", "White Ward", "Blue Ward", "Red Ward", "Green Ward"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_702_16n_tattoo_ward_stays_on_the_creature_it_gives_protection_from_enchantments() -> None:
    game, bears = _enchanted("Tattoo Ward")
    pass_both(game)  # state-based actions are checked (704.5m)
    assert "Tattoo Ward" in battlefield_names(game)
    c = game.chars(bears)
    assert (c.power, c.toughness) == (3, 3)


def test_702_16n_the_protection_still_removes_other_enchantments() -> None:
    """Only Tattoo Ward itself is spared: another Aura (an enchantment) attached to the creature is put into its
    owner's graveyard (702.16c, 704.5m)."""
    game, _ = _enchanted("Tattoo Ward", "Holy Strength")
    pass_both(game)
    assert "Tattoo Ward" in battlefield_names(game)
    assert "Holy Strength" in names(game, "graveyard")


def test_702_16n_two_tattoo_wards_remove_each_other() -> None:
    """'If the creature has other instances of protection from the same quality, those instances affect Auras as
    normal': each Ward's protection removes the other one."""
    game, _ = _enchanted("Tattoo Ward", "Tattoo Ward")
    pass_both(game)
    assert "Tattoo Ward" not in battlefield_names(game)
    assert names(game, "graveyard").count("Tattoo Ward") == 2


def test_702_16n_spectra_ward_leaves_every_aura_but_blocks_new_aura_spells() -> None:
    """Rulings (Spectra Ward, 2014-07-18): "The protection granted by Spectra Ward won't cause any Aura to be put
    into its owner's graveyard, including Spectra Ward itself." and "the enchanted creature can't be the target of
    further Aura spells that have one or more colors." """
    game, bears = _enchanted("Spectra Ward", "Holy Strength", battlefield=["Plains"], hand=["Holy Strength"])
    spell = game.find("Holy Strength", zone="hand")
    assert not any(a.startswith(f"cast {spell}") for a in map(str, game.legal_actions()))  # no legal target
    plain, _ = _enchanted("Holy Strength", battlefield=["Plains"], hand=["Holy Strength"])
    spell = plain.find("Holy Strength", zone="hand")
    assert any(a.startswith(f"cast {spell}") for a in map(str, plain.legal_actions()))  # without Spectra Ward
    pass_both(game)
    assert {"Spectra Ward", "Holy Strength"} <= set(battlefield_names(game))
    c = game.chars(bears)
    assert (c.power, c.toughness) == (5, 6)  # +2/+2 and +1/+2
