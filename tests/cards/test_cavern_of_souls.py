"""Cavern of Souls: "As Cavern of Souls enters the battlefield, choose a creature type. / {T}: Add {C}. / {T}: Add
one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be
countered." (106.6: mana with a restriction and an effect of spending it; 701.6: countering; 607.2d, 614.12: the
type chosen as it enters.) Its rulings, quoted from the card database."""

from __future__ import annotations

from support import actions, board, cast, names, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Cavern of Souls", "Counterspell", "Kavu Titan")

CAVERN = "Cavern of Souls"


def _game(hand: list[str], forests: int = 1) -> Game:
    """P1 plays the Cavern naming `Bear` (or Kavu); P2 holds Counterspell with two Islands."""
    game = board({"battlefield": [{"card": "Forest", "count": forests}], "hand": [CAVERN, *hand]},
                 {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    game.apply(f"play {game.find(CAVERN)}")
    assert game.pending.kind == "choose"  # 614.12: the type is chosen as it enters
    game.apply(f"choose {game.pending.labels.index('Kavu' if 'Kavu Titan' in hand else 'Bear')}")
    return game


def _cast_paying(game: Game, name: str, cavern_ability: str, kicker: bool = False) -> int:
    """Casts `name` paying with every Forest and the Cavern's given mana ability ('2 mana:G' or '1')."""
    spell = cast(game, name, kicker=True if kicker else None, pay=False)
    for oid in game.state.battlefield:
        if game.chars(oid).name == "Forest":
            game.apply(f"activate {oid} 1")
    game.apply(f"activate {game.find(CAVERN)} {cavern_ability}")
    game.apply("pay")
    return game.state.zones["stack"][-1] if spell is None else spell


def _counter_it(game: Game, spell: int) -> None:
    game.apply("pass")  # P2 gets priority with the creature spell on the stack
    cast(game, "Counterspell", spell)
    resolve_stack(game)


def test_106_6_a_spell_paid_with_its_colored_mana_cant_be_countered() -> None:
    """701.6: Counterspell resolves but does nothing to Grizzly Bears, which then resolves."""
    game = _game(["Grizzly Bears"])
    spell = _cast_paying(game, "Grizzly Bears", "2 mana:G")
    _counter_it(game, spell)
    assert "Grizzly Bears" in names(game, "battlefield", 0)
    assert "Counterspell" in names(game, "graveyard", 1)


def test_its_colorless_mana_has_no_rider() -> None:
    """'{T}: Add {C}.': that mana is unrestricted and does nothing more: the Bears are countered."""
    game = _game(["Grizzly Bears"])
    spell = _cast_paying(game, "Grizzly Bears", "1")
    _counter_it(game, spell)
    assert "Grizzly Bears" in names(game, "graveyard", 0)


def test_106_6_its_colored_mana_pays_only_for_a_creature_spell_of_the_chosen_type() -> None:
    """A Kavu (not the chosen Bear) can't be paid for with it: with the Cavern's colored mana and a Forest in the
    pool, no payment of Kavu Titan ({1}{G}) is offered; with its colorless mana it is."""
    game = board({"battlefield": ["Forest"], "hand": [CAVERN, "Kavu Titan"]})
    game.apply(f"play {game.find(CAVERN)}")
    game.apply(f"choose {game.pending.labels.index('Bear')}")
    cast(game, "Kavu Titan", kicker=False, pay=False)
    game.apply(f"activate {game.find('Forest')} 1")
    game.apply(f"activate {game.find(CAVERN)} 2 mana:G")
    assert "pay" not in actions(game) and "autopay" not in actions(game)


def test_ruling_mana_spent_on_an_additional_cost_counts_too() -> None:
    """Ruling (2018-12-07): "The spell can't be countered if the mana produced by Cavern of Souls is spent to
    cover any cost of the spell, even an additional cost such as a kicker cost. This is true even if you use the
    mana to pay an additional cost while casting a spell "without paying its mana cost."" Kavu Titan kicked
    ({1}{G} + {2}{G}) paid with four Forests and the Cavern's mana: Counterspell does nothing to it."""
    game = _game(["Kavu Titan"], forests=4)
    spell = _cast_paying(game, "Kavu Titan", "2 mana:G", kicker=True)
    _counter_it(game, spell)
    assert "Kavu Titan" in names(game, "battlefield", 0)


def test_ruling_an_existing_creature_type_must_be_chosen() -> None:
    """Ruling (2018-12-07): "You must choose an existing creature type, such as Human or Warrior. Card types such
    as artifact can't be chosen." The options are creature types only."""
    game = board({"hand": [CAVERN]})
    game.apply(f"play {game.find(CAVERN)}")
    labels = game.pending.labels
    assert "Human" in labels and "Warrior" in labels
    assert "Artifact" not in labels and "artifact" not in labels
