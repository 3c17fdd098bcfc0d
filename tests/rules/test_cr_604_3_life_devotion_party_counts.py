"""CR 604.3, 611.3a, 613.4a, 613.4c: amounts the layers count continuously beyond permanents and cards: a
player's life total (119), devotion (700.5) and party (700.8). 'Serra Avatar's power and toughness are each
equal to your life total.', 'Callaphe's power is equal to your devotion to blue.', 'Archpriest of Iona's power is
equal to the number of creatures in your party.' (characteristic-defining abilities, layer 7a, in every zone),
'Death's Shadow gets -X/-X, where X is your life total.' (layer 7c)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _pt(game, oid: int) -> tuple[int | None, int | None]:  # type: ignore[no-untyped-def]
    c = game.chars(oid)
    return c.power, c.toughness


def test_604_3_the_abilities_compile() -> None:
    for name in ("Serra Avatar", "Callaphe, Beloved of the Sea", "Renata, Called to the Hunt", "Archpriest of Iona",
                 "Death's Shadow", "Ravager's Mace"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_613_4a_serra_avatar_is_its_controllers_life_total_and_follows_it() -> None:
    """Ruling (Serra Avatar, 2012-07-01): "Serra Avatar's power and toughness are constantly updated as your life
    total changes." and "The ability that defines Serra Avatar's power and toughness works in all zones, not just
    the battlefield." """
    game = board({"battlefield": ["Serra Avatar", "Mountain"], "hand": ["Serra Avatar", "Shock"]})
    avatar = game.find("Serra Avatar")
    assert _pt(game, avatar) == (20, 20)
    assert _pt(game, game.find("Serra Avatar", zone="hand")) == (20, 20)
    cast(game, "Shock", "P1")  # 2 damage to its own controller
    resolve_stack(game)
    assert game.state.players[0].life == 18
    assert _pt(game, avatar) == (18, 18)


def test_613_4c_deaths_shadow_shrinks_as_life_is_gained_and_grows_as_it_is_lost() -> None:
    """Ruling (Death's Shadow, 2020-08-07): "The value of X changes as you gain and lose life. It's not locked in
    as Death's Shadow enters the battlefield." A 13/13 at 20 life is dead to state-based actions (704.5f); at 10
    life it is a 3/3."""
    from support.scenario_text import passes
    passes("""\
    format: lithoform-scenario/1
    name: deaths shadow at ten life
    setup:
      active: P1
      step: main1
      P1:
        life: 10
        battlefield: [Death's Shadow]
    expect:
      - {object: Death's Shadow, power: 3, toughness: 3}
    """)
    game = board({"battlefield": ["Death's Shadow"]})
    pass_both(game)  # state-based actions: toughness 13 - 20 is less than 1 (704.5f)
    assert game.find("Death's Shadow", zone="graveyard")


def test_700_5a_callaphe_counts_blue_symbols_of_permanents_you_control() -> None:
    """Rulings (Callaphe, 2020-01-24): "The ability that defines Callaphe's power works in all zones, not just
    the battlefield." and "Hybrid mana symbols, monocolored hybrid mana symbols, and Phyrexian mana symbols do
    count toward your devotion to their color(s)." Callaphe's own {U}{U} count while it is on the battlefield;
    an opponent's blue permanent doesn't."""
    game = board({"battlefield": ["Callaphe, Beloved of the Sea", "Tidehollow Sculler"]},
                 {"battlefield": ["Phantom Warrior"]})
    callaphe = game.find("Callaphe, Beloved of the Sea")
    assert _pt(game, callaphe) == (2, 3)  # {1}{U}{U}; Tidehollow Sculler is {W}{B}
    game = board({"battlefield": ["Phantom Warrior", "Boros Reckoner"], "hand": ["Callaphe, Beloved of the Sea"]})
    in_hand = game.find("Callaphe, Beloved of the Sea", zone="hand")
    assert _pt(game, in_hand) == (2, 3)  # Phantom Warrior {1}{U}{U}; Boros Reckoner's {R/W} hybrids aren't blue


def test_700_8b_archpriest_counts_its_party_from_the_creatures_types() -> None:
    """Ruling (Archpriest of Iona, 2020-09-25): "Archpriest of Iona's power is constantly updated as the number
    of creatures in your party changes. If Archpriest of Iona is on the battlefield, it will consider itself as
    a Cleric." Two Clerics count once; a Wizard adds one."""
    game = board({"battlefield": ["Archpriest of Iona", "Cleric of the Forward Order"]})
    priest = game.find("Archpriest of Iona")
    assert _pt(game, priest) == (1, 2)
    game = board({"battlefield": ["Archpriest of Iona", "Cleric of the Forward Order", "Merfolk Looter"]})
    assert _pt(game, game.find("Archpriest of Iona")) == (2, 2)  # a Merfolk Rogue
