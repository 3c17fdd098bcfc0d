"""Class cards (716): class level bars, the level designation and the abilities each level gives."""
