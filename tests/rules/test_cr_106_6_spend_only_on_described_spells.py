"""CR 106.6 with a described spell: 'Spend this mana only to cast a creature spell' (Ancient Ziggurat), '... an
Elf creature spell' (a subtype), '... a creature spell of the chosen type' (Unclaimed Territory: the type
chosen as it entered, 614.12, 607.2d). The clause is checked by rules/payment.py `spendable`."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform import Game

use_compiled("Ancient Ziggurat", "Unclaimed Territory")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _tap_for(game: Game, land: str, option: str) -> None:
    game.apply(f"activate {game.find(land)} {'2' if land == 'Unclaimed Territory' else '1'} mana:{option}")


def test_106_6_ancient_ziggurat_mana_pays_for_a_creature_spell_not_a_sorcery() -> None:
    """Ruling: 'Mana produced by Ancient Ziggurat can be spent on any part of a creature spell's total cost';
    its {G} can't pay for Ancient Stirrings (a green sorcery) but casts Llanowar Elves."""
    game = board({"battlefield": ["Ancient Ziggurat"], "hand": ["Llanowar Elves", "Ancient Stirrings"]})
    _tap_for(game, "Ancient Ziggurat", "G")
    assert [m.only for m in game.state.players[0].pool] == ["spell:Creature"]
    # 117.1, 601.2: the listing counts only the mana that may be spent on the card: Ancient Stirrings isn't offered
    assert f"cast {game.find('Ancient Stirrings', zone='hand')}" not in _actions(game)
    game.apply(f"cast {game.find('Llanowar Elves', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[game.find("Llanowar Elves")].zone == "battlefield"
    assert game.state.players[0].pool == ()


def _play_territory(game: Game, creature_type: str) -> None:
    game.apply(f"play {game.find('Unclaimed Territory', zone='hand')}")
    p = game.pending
    assert p.kind == "choose" and "614.12" in p.prompt, p
    game.apply(f"choose {p.labels.index(creature_type)}")


def test_607_2d_unclaimed_territory_mana_pays_only_for_the_chosen_type() -> None:
    """Elf chosen: its {W} can't cast Savannah Lions (a Cat); the {G} casts Llanowar Elves (an Elf), and
    with Bear chosen it couldn't."""
    game = board({"hand": ["Unclaimed Territory", "Llanowar Elves", "Savannah Lions"]})
    _play_territory(game, "Elf")
    _tap_for(game, "Unclaimed Territory", "W")
    assert [bool(m.only) for m in game.state.players[0].pool] == [True]  # 106.6: restricted mana
    # 117.1, 601.2: the listing counts only the mana that may be spent on the card: Savannah Lions isn't offered
    assert f"cast {game.find('Savannah Lions', zone='hand')}" not in _actions(game)
    other = board({"hand": ["Unclaimed Territory", "Llanowar Elves"]})
    _play_territory(other, "Bear")
    _tap_for(other, "Unclaimed Territory", "G")
    assert other.state.players[0].pool[0].only  # 106.6: restricted mana
    assert f"cast {other.find('Llanowar Elves', zone='hand')}" not in _actions(other)


def test_607_2d_unclaimed_territory_green_mana_casts_the_chosen_type() -> None:
    game = board({"hand": ["Unclaimed Territory", "Llanowar Elves"]})
    _play_territory(game, "Elf")
    _tap_for(game, "Unclaimed Territory", "G")
    game.apply(f"cast {game.find('Llanowar Elves', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[game.find("Llanowar Elves")].zone == "battlefield"


def test_608_2h_unclaimed_territory_mana_keeps_the_chosen_type_after_the_land_leaves() -> None:
    """The mana stays in the pool until the step ends (106.4) and its restriction still reads the type the land
    chose (607.2d), as the land last existed (608.2h), after the land is returned to its owner's hand."""
    game = board({"battlefield": [{"card": "Island", "count": 2}],
                  "hand": ["Unclaimed Territory", "Llanowar Elves", "Jungle Lion", "Boomerang"]})
    _play_territory(game, "Elf")
    territory = game.find("Unclaimed Territory")
    _tap_for(game, "Unclaimed Territory", "G")
    game.apply(f"cast {game.find('Boomerang', zone='hand')}")
    game.apply(f"target {territory}")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[game.find("Unclaimed Territory", zone="hand")].zone == "hand"
    assert [bool(m.only) for m in game.state.players[0].pool] == [True]
    # 601.2h: a green Cat can't be paid for with it (the Islands are tapped), an Elf can
    assert f"cast {game.find('Jungle Lion', zone='hand')}" not in _actions(game)
    game.apply(f"cast {game.find('Llanowar Elves', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[game.find("Llanowar Elves")].zone == "battlefield"
    assert game.state.players[0].pool == ()
