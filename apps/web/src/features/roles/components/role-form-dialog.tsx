import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roleName, type Role } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PermissionEditor } from './permission-editor';

/** The role the server will not rename. */
const PROTECTED_NAME = 'admin';

interface RoleFormDialogProps {
  /** null: create a role; a role: edit it. */
  role: Role | null;
  known: string[];
  onClose: () => void;
}

/** Create or edit a role: a name (the domain's roleName rule) and its permissions. */
export function RoleFormDialog({ role, known, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const formId = 'role-form';
  const locked = role?.name === PROTECTED_NAME;

  const validateName = (value: string): string | null => {
    const broken = brokenRule(roleName, value);
    if (!broken) return null;
    if (broken.code === 'too_small') return t('admin.roles.nameTooShort');
    if (broken.code === 'too_big') return t('admin.roles.nameTooLong');
    return broken.message || t('admin.roles.nameInvalid');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = locked ? null : validateName(name);
    setNameError(error);
    if (error) return;
    const trimmed = name.trim();
    if (role) {
      update.mutate(
        {
          roleId: role.id,
          ...(trimmed !== role.name ? { name: trimmed } : {}),
          permissions,
        },
        { onSuccess: onClose },
      );
    } else {
      create.mutate({ name: trimmed, permissions }, { onSuccess: onClose });
    }
  };

  const pending = create.isPending || update.isPending;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={role ? t('admin.roles.editTitle', { name: role.name }) : t('admin.roles.createTitle')}
      description={t('admin.roles.formHint')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={pending}>
            {role ? t('admin.roles.save') : t('admin.roles.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('admin.roles.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
          disabled={locked}
          maxLength={roleName.maxLength ?? undefined}
          autoComplete="off"
          {...(locked ? {} : { 'data-autofocus': '' })}
          error={nameError}
          hint={locked ? t('admin.roles.adminLocked') : t('admin.roles.nameHint')}
          inputClassName="font-mono"
        />
        <PermissionEditor value={permissions} onChange={setPermissions} known={known} />
      </form>
    </Dialog>
  );
}
